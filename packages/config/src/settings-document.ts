import { type Document, LineCounter, parseDocument, type YAMLError, type YAMLWarning } from 'yaml';
import { SETTINGS_LIMITS, type SettingsLimits } from './limits.js';
import { inspectTree, scanNesting } from './nesting.js';
import { readSettingsBytes } from './settings-bytes.js';
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
  const read = await readSettingsBytes(file, limits);
  if (read.status !== 'read') return read;
  return { ...parseSettingsText(file, read.text, limits), mode: read.mode };
}
