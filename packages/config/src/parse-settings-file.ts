import { loadMatcherEngine, type ProfileEvent } from '@lionagi/hooks-profile/core';
import { isMap, isSeq, type Node } from 'yaml';
import { type FileContext, reportError, reportWarning } from './diagnostics.js';
import { EMPTY, type FileSettings } from './file-settings.js';
import { needsRegexEngine, readHooksExternal } from './hooks-external.js';
import { readLegacyHooks } from './legacy-hooks.js';
import { NOT_IMPORTED_KEY, readNotImported } from './not-imported.js';
import { parseSettingsText } from './settings-document.js';
import { nearMissKey } from './settings-keys.js';
import type { SettingsScope } from './types.js';
import { deref, isNullish, scalarValue } from './yaml-node.js';

function keyPositions(ctx: FileContext, node: unknown): FileSettings['mcpAt'] {
  const map = deref(ctx, node);
  const out: FileSettings['mcpAt'] = {};
  if (!isMap(map)) return out;
  for (const pair of map.items) {
    const key = pair.key as Node | null;
    const { line, col } = ctx.lineCounter.linePos(key?.range?.[0] ?? 0);
    out[String(scalarValue(ctx, key))] = { line, column: col };
  }
  return out;
}

/** The raw items of an approval list (`trusted_hook_commands`, `trusted_project_settings`). */
function readTrusted(
  ctx: FileContext,
  node: unknown,
  userFile: string,
  key = 'trusted_hook_commands',
): unknown[] {
  if (node === undefined) return [];
  if (ctx.scope === 'project') {
    const message = `${key} in a project file is ignored: a project cannot trust its own hooks; approvals live in the user file ${userFile}`;
    reportWarning(ctx, node, message, { entry: key });
    return [];
  }
  if (isNullish(ctx, node)) return [];
  const seq = deref(ctx, node);
  if (!isSeq(seq)) {
    const message = `${key} must be a list of ${key === 'trusted_hook_commands' ? 'trust records' : 'approvals'}`;
    reportError(ctx, node, message, { entry: key });
    return [];
  }
  return seq.items.map((item) => {
    const target = deref(ctx, item);
    return target !== null && typeof target === 'object' && 'toJS' in target
      ? (target as Node).toJS(ctx.doc)
      : target;
  });
}

/**
 * Parses and validates one settings file's text (read by `readSettingsBytes`): what `loadSettings`
 * merges. A function of its arguments alone (no file system), which is what lets the settings
 * cache keep its result; this module holds everything that needs `yaml`, so a cache hit loads none.
 */
export async function parseSettingsFile(
  file: string,
  scope: SettingsScope,
  userFile: string,
  hostEvents: readonly ProfileEvent[],
  text: string,
): Promise<FileSettings> {
  const read = parseSettingsText(file, text);
  if (read.status === 'invalid') return { ...EMPTY, errors: read.errors, warnings: read.warnings };
  const { doc, lineCounter } = read.document;
  const ctx: FileContext = { file, scope, doc, lineCounter, errors: [], warnings: read.warnings };
  const root = deref(ctx, doc.contents);
  if (isNullish(ctx, root)) return { ...EMPTY, warnings: ctx.warnings };
  if (!isMap(root)) {
    const message =
      'a settings file must be a mapping at the top level (hooks_external:, hooks:, …)';
    reportError(ctx, root, message);
    return { ...EMPTY, errors: ctx.errors, warnings: ctx.warnings };
  }
  for (const pair of root.items) {
    const key = String(scalarValue(ctx, pair.key));
    const known = nearMissKey(key);
    if (known !== undefined) {
      const message = `top-level key "${key}" is not a settings key; did you mean "${known}"? refusing to load a file whose hooks would silently not exist`;
      reportError(ctx, pair, message);
    }
  }
  const hooksNode = root.get('hooks_external', true);
  // RE2 is loaded only for a file with a regex matcher: `li hooks list` of exact ones starts without it.
  if (needsRegexEngine(ctx, hooksNode)) await loadMatcherEngine();
  const hooks = readHooksExternal(ctx, hooksNode, hostEvents);
  const legacy = readLegacyHooks(ctx, root.get('hooks', true));
  const notImported = readNotImported(ctx, root.get(NOT_IMPORTED_KEY, true));
  const trusted = readTrusted(ctx, root.get('trusted_hook_commands', true), userFile);
  const projectsNode = root.get('trusted_project_settings', true);
  const trustedProjects = readTrusted(ctx, projectsNode, userFile, 'trusted_project_settings');
  const mcpNode = root.get('mcp_servers', true);
  // The MCP server schema is zod: loaded only by a file that has servers, so a command that
  // reads hooks alone (`li hooks list`) starts without zod.
  const mcp =
    mcpNode === undefined ? {} : (await import('./mcp-servers.js')).readMcpServers(ctx, mcpNode);
  const mcpAt = keyPositions(ctx, mcpNode);
  const { errors, warnings } = ctx;
  return { hooks, legacy, notImported, trusted, trustedProjects, mcp, mcpAt, errors, warnings };
}
