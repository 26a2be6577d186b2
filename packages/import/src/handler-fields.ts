import {
  DEFAULT_HOOK_TIMEOUT_SEC,
  isStatusMessage,
  MAX_HOOK_TIMEOUT_SEC,
  MAX_STATUS_MESSAGE_CHARS,
} from '@lionagi/hooks-config';
import { handlerLacked, handlerTypesRun } from '@lionagi/hooks-harness';
import { HARNESS_HANDLER_FIELDS, isHandlerType, PROFILE_NAME } from '@lionagi/hooks-profile';
import { HARNESS_OF } from './harness-event-gaps.js';
import { PROJECT_DIR_PLACEHOLDER } from './placeholder.js';
import type { PluginRoot } from './plugin-root.js';
import type { GitRoot } from './shell-dollar.js';
import {
  type CommandTranslation,
  commandPathWarnings,
  translateExecForm,
  translateShellString,
} from './translate-command.js';
import type { ForeignEntry } from './types.js';

/** The profile's default hook timeout in seconds. */
export const PROFILE_DEFAULT_TIMEOUT_SEC = DEFAULT_HOOK_TIMEOUT_SEC;

/** The largest timeout the settings loader accepts (one day); a larger one would not load. */
export const PROFILE_MAX_TIMEOUT_SEC = MAX_HOOK_TIMEOUT_SEC;

const KNOWN_KEYS = {
  claude: [
    'type',
    'command',
    'args',
    'timeout',
    'async',
    'asyncRewake',
    'shell',
    'if',
    'once',
    'statusMessage',
    'url',
    'headers',
    'allowedEnvVars',
  ],
  codex: ['type', 'command', 'timeout', 'async', 'statusMessage', 'commandWindows'],
} as const;

// Handler types of the harnesses that ADR-0048 defers (the types that run are `HANDLERS_RUN`'s).
const DEFERRED_TYPES = ['prompt', 'agent', 'mcp_tool', 'mcpTool'];

/** "type: command and type: http": the handler types an entry of `entry`'s harness imports as. */
function typesImported(entry: ForeignEntry): string {
  const lionagi = handlerTypesRun('lionagi');
  return handlerTypesRun(HARNESS_OF[entry.harness])
    .filter((type) => lionagi.includes(type))
    .map((type) => `type: ${type}`)
    .join(' and ');
}

/** The first reason the handler's fields keep it out of the profile, if any. */
export function handlerProblem(
  handler: Record<string, unknown>,
  entry: ForeignEntry,
): string | undefined {
  const { type } = handler;
  if (type === undefined)
    return `the handler has no "type" (${PROFILE_NAME} runs ${typesImported(entry)})`;
  if (isHandlerType(type)) {
    const lacked = handlerLacked(HARNESS_OF[entry.harness], type);
    if (lacked !== undefined)
      return `handler type ${JSON.stringify(type)}: ${lacked}, so it never ran this hook there and it is not imported`;
  } else {
    const known = typeof type === 'string' && DEFERRED_TYPES.includes(type);
    return `handler type ${JSON.stringify(type)} is ${known ? 'deferred by ADR-0048' : 'unknown'}; LionAGI runs ${typesImported(entry)}`;
  }
  const spawns = type === 'command';
  if (entry.harness === 'claude') {
    if (handler.if !== undefined) {
      return `the "if" condition ${JSON.stringify(handler.if)} has no ${PROFILE_NAME} equivalent; without it the hook would run on calls Claude Code never sent it`;
    }
    if (handler.once === true)
      return `once: true (run once per session) has no ${PROFILE_NAME} equivalent`;
    const { shell } = handler;
    if (shell !== undefined && shell !== 'bash' && shell !== 'sh') {
      return `shell ${JSON.stringify(shell)}: only POSIX shell strings can be translated`;
    }
  }
  const { timeout } = handler;
  if (
    timeout !== undefined &&
    (typeof timeout !== 'number' || !Number.isFinite(timeout) || timeout <= 0)
  ) {
    return `timeout must be a positive number of seconds, got ${JSON.stringify(timeout)}`;
  }
  if (typeof timeout === 'number' && timeout > PROFILE_MAX_TIMEOUT_SEC) {
    return `timeout ${timeout} s is above the settings maximum of ${PROFILE_MAX_TIMEOUT_SEC} s (one day)`;
  }
  if (spawns && (typeof handler.command !== 'string' || handler.command.trim() === '')) {
    return 'the handler has no command (a non-empty string is required)';
  }
  return undefined;
}

/**
 * The argv of a handler's command: Claude exec form directly, any other string through C-4;
 * `plugin` is the imported plugin whose root variables the command may name.
 */
export function translateCommand(
  handler: Record<string, unknown>,
  entry: ForeignEntry,
  plugin?: PluginRoot,
  gitRoot?: GitRoot,
): CommandTranslation {
  const command = handler.command as string;
  if (entry.harness === 'claude' && handler.args !== undefined) {
    const { args } = handler;
    if (!Array.isArray(args) || !args.every((a) => typeof a === 'string')) {
      return { ok: false, reason: 'exec-form "args" must be a list of strings' };
    }
    return translateExecForm(command, args, plugin);
  }
  return translateShellString(command, { harness: entry.harness, plugin, gitRoot });
}

/** The handler's `statusMessage` as `status_message` takes it (one line of text), if it is one. */
export function importedStatusMessage(handler: Record<string, unknown>): string | undefined {
  return isStatusMessage(handler.statusMessage) ? handler.statusMessage : undefined;
}

/** Warnings for an importable handler: fields not carried over, long timeouts, path resolution. */
export function sideWarnings(
  handler: Record<string, unknown>,
  entry: ForeignEntry,
  argv: string[],
): string[] {
  const warnings: string[] = [];
  const known: readonly string[] = KNOWN_KEYS[entry.harness];
  for (const key of Object.keys(handler)) {
    if (known.includes(key)) continue;
    const where = Object.hasOwn(HARNESS_HANDLER_FIELDS, key)
      ? ` (${HARNESS_HANDLER_FIELDS[key]})`
      : '';
    warnings.push(`unknown handler field "${key}"${where} is not carried over`);
  }
  if (handler.statusMessage !== undefined && importedStatusMessage(handler) === undefined)
    warnings.push(
      `statusMessage is not one line of 1 to ${MAX_STATUS_MESSAGE_CHARS} characters; not carried over`,
    );
  if (handler.commandWindows !== undefined)
    warnings.push('commandWindows (Windows only) is not carried over');
  if (typeof handler.timeout === 'number' && handler.timeout > PROFILE_DEFAULT_TIMEOUT_SEC) {
    warnings.push(
      `timeout ${handler.timeout} s is above the profile default of ${PROFILE_DEFAULT_TIMEOUT_SEC} s; kept as written`,
    );
  }
  if (
    entry.harness === 'codex' &&
    typeof handler.command === 'string' &&
    /\$\{CLAUDE_PROJECT_DIR:?-\.\/?\}/.test(handler.command) &&
    argv.some((part) => part.includes(PROJECT_DIR_PLACEHOLDER))
  ) {
    warnings.push(
      'Codex does not set CLAUDE_PROJECT_DIR, so under Codex ${CLAUDE_PROJECT_DIR:-.} is ".", the session\'s directory; imported as the project root, where LionAGI starts every hook (C-3)',
    );
  }
  warnings.push(...commandPathWarnings(argv));
  return warnings;
}
