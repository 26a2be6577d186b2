import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import { HookError, isHookError } from '@lionagi/hooks-profile/core';
import { type Document, LineCounter, parseDocument, type YAMLError, type YAMLWarning } from 'yaml';
import { SETTINGS_LIMITS, type SettingsLimits } from './limits.js';
import { inspectTree, scanNesting } from './nesting.js';
import type { ConfigDiagnostic } from './types.js';

/** A settings file parsed with positions, ready for validation or editing. */
export interface SettingsDocument {
  file: string;
  /** The exact text read (a byte-order mark, if any, is kept). */
  text: string;
  doc: Document.Parsed;
  lineCounter: LineCounter;
}

/** The outcome of parsing settings text. */
export type SettingsParse =
  | { status: 'parsed'; document: SettingsDocument; warnings: ConfigDiagnostic[] }
  | { status: 'invalid'; errors: ConfigDiagnostic[]; warnings: ConfigDiagnostic[] };

/** The outcome of reading a settings file: absent, or {@link SettingsParse}, plus its permission bits. */
export type SettingsRead = { status: 'absent' } | (SettingsParse & { mode: number });

const MIB = 1024 * 1024;

function describeBytes(bytes: number): string {
  return bytes >= MIB ? `${bytes} bytes (${(bytes / MIB).toFixed(1)} MiB)` : `${bytes} bytes`;
}

function tooLarge(file: string, size: string, limits: SettingsLimits): ConfigDiagnostic {
  return {
    file,
    line: 1,
    column: 1,
    message: `settings file is ${size}, over the ${describeBytes(limits.maxBytes)} limit; refusing to read it`,
  };
}

function yamlDiagnostic(
  file: string,
  issue: YAMLError | YAMLWarning,
  lineCounter: LineCounter,
  kind: string,
): ConfigDiagnostic {
  const pos = issue.linePos?.[0] ?? lineCounter.linePos(issue.pos[0]);
  // prettyErrors appends " at line L, column C:" and a source excerpt; the position is already ours.
  const text = (issue.message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '');
  return { file, line: pos.line, column: pos.col, message: `${kind} (${issue.code}): ${text}` };
}

/**
 * Parses settings text with the `yaml` Document API under {@link SETTINGS_LIMITS}: nesting is
 * pre-scanned before parsing, syntax errors keep their line and column, the tree depth is checked,
 * and alias expansion is bounded by `maxAliasCount`.
 */
export function parseSettingsText(
  file: string,
  text: string,
  limits: SettingsLimits = SETTINGS_LIMITS,
): SettingsParse {
  const lineCounter = new LineCounter();
  const warnings: ConfigDiagnostic[] = [];
  const hit = scanNesting(text);
  if (hit) {
    const before = text.slice(0, hit.offset);
    const line = before.split('\n').length;
    const column = hit.offset - before.lastIndexOf('\n');
    const message = `nesting deeper than ${hit.depth - 1} levels (the limit is ${limits.maxDepth}); refusing to parse it`;
    return { status: 'invalid', errors: [{ file, line, column, message }], warnings };
  }
  const doc = parseDocument(text, {
    lineCounter,
    prettyErrors: true,
    uniqueKeys: true,
  });
  for (const w of doc.warnings) warnings.push(yamlDiagnostic(file, w, lineCounter, 'YAML warning'));
  if (doc.errors.length > 0) {
    const errors = doc.errors.map((e) => yamlDiagnostic(file, e, lineCounter, 'invalid YAML'));
    return { status: 'invalid', errors, warnings };
  }
  const facts = inspectTree(doc, limits.maxDepth);
  const at = (node: { range?: [number, number, number] | null }, message: string) => {
    const { line, col } = lineCounter.linePos(node.range?.[0] ?? 0);
    return { status: 'invalid' as const, errors: [{ file, line, column: col, message }], warnings };
  };
  if (facts.tooDeep) {
    return at(facts.tooDeep, `nesting deeper than ${limits.maxDepth} levels; refusing to load it`);
  }
  if (facts.indirectKey) {
    const { node, kind } = facts.indirectKey;
    const message =
      kind === 'alias'
        ? `a mapping key may not be an alias (${node.toString()}); write the key itself: settings keys are read by name, so an aliased key would be checked and then ignored`
        : 'YAML merge keys (<<) are not supported in settings files; write the keys out: settings keys are read by name, so merged keys would be ignored';
    return at(node, message);
  }
  if (facts.firstAlias) {
    try {
      doc.toJS({ maxAliasCount: limits.maxAliasCount });
    } catch (cause) {
      return at(
        facts.firstAlias,
        `aliases expand too much (yaml maxAliasCount ${limits.maxAliasCount}: ${(cause as Error).message}); refusing a possible alias bomb`,
      );
    }
  }
  return { status: 'parsed', document: { file, text, doc, lineCounter }, warnings };
}

/**
 * Reads and parses one settings file. A missing file is `absent`; a file over `limits.maxBytes` is
 * refused from its size alone, without reading it; bytes that are not UTF-8 are refused. Other I/O
 * failures throw `CONFIG_UNREADABLE`.
 */
export async function readSettingsFile(
  file: string,
  limits: SettingsLimits = SETTINGS_LIMITS,
): Promise<SettingsRead> {
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    // O_NONBLOCK: opening a FIFO for reading would otherwise wait forever for a writer; the
    // file-type check below then refuses it. It changes nothing for a regular file.
    handle = await open(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (cause) {
    const code = (cause as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return { status: 'absent' };
    throw new HookError(
      'CONFIG_UNREADABLE',
      `cannot read settings file ${file}: ${code ?? cause}`,
      {
        cause,
        details: { file, code },
      },
    );
  }
  try {
    const stat = await handle.stat();
    const mode = stat.mode & 0o7777;
    if (!stat.isFile()) {
      throw new HookError(
        'CONFIG_UNREADABLE',
        `settings path ${file} is not a regular file (expected a YAML file)`,
        {
          details: { file },
        },
      );
    }
    if (stat.size > limits.maxBytes) {
      const errors = [tooLarge(file, describeBytes(stat.size), limits)];
      return { status: 'invalid', errors, warnings: [], mode };
    }
    // Bounded read: a file that grows while being read is still refused at the limit.
    let buffer = Buffer.allocUnsafe(Math.min(stat.size, limits.maxBytes) + 1);
    let length = 0;
    for (;;) {
      if (length === buffer.length) {
        if (length > limits.maxBytes) {
          const errors = [tooLarge(file, `more than ${describeBytes(limits.maxBytes)}`, limits)];
          return { status: 'invalid', errors, warnings: [], mode };
        }
        const grown = Buffer.allocUnsafe(Math.min(length * 2 + 1, limits.maxBytes + 1));
        buffer.copy(grown, 0, 0, length);
        buffer = grown;
      }
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
      if (bytesRead === 0) break;
      length += bytesRead;
    }
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(
        buffer.subarray(0, length),
      );
    } catch {
      const message = 'settings file is not valid UTF-8 text';
      return {
        status: 'invalid',
        errors: [{ file, line: 1, column: 1, message }],
        warnings: [],
        mode,
      };
    }
    return { ...parseSettingsText(file, text, limits), mode };
  } catch (cause) {
    if (isHookError(cause)) throw cause;
    const code = (cause as NodeJS.ErrnoException).code;
    throw new HookError(
      'CONFIG_UNREADABLE',
      `cannot read settings file ${file}: ${code ?? cause}`,
      {
        cause,
        details: { file, code },
      },
    );
  } finally {
    await handle.close();
  }
}
