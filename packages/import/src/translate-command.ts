import { isBlankArgvElement } from '@lionagi/hooks-config';
import { PROFILE_NAME } from '@lionagi/hooks-profile';
import {
  allPlaceholderPositions,
  CLAUDE_PROJECT_DIR_BRACED,
  HOME_PLACEHOLDER,
  PROJECT_DIR_PLACEHOLDER,
  placeholderPositions,
} from './placeholder.js';
import { type PluginRoot, substitutePluginRoot } from './plugin-root.js';
import type { DollarContext } from './shell-dollar.js';
import { splitShellCommand } from './shell-words.js';

/** The argv of one foreign command, or why it cannot become one. */
export type CommandTranslation =
  | { ok: true; argv: string[]; warnings: string[] }
  | { ok: false; reason: string; needsShell?: true };

/**
 * Claude Code's exec form: `[command, ...args]` as written, with `${CLAUDE_PROJECT_DIR}` (which
 * Claude Code substitutes itself) turned into the profile placeholder, and for a plugin import
 * `${CLAUDE_PLUGIN_ROOT}` into the plugin's directory. Nothing is split or parsed.
 */
export function translateExecForm(
  command: string,
  args: readonly string[],
  plugin?: PluginRoot,
): CommandTranslation {
  const written = [command, ...args].map((part) =>
    plugin === undefined ? part : substitutePluginRoot(part, plugin),
  );
  const clash = written.find((part) => allPlaceholderPositions(part).length > 0);
  if (clash !== undefined) {
    const text =
      placeholderPositions(clash).length > 0 ? PROJECT_DIR_PLACEHOLDER : HOME_PLACEHOLDER;
    return {
      ok: false,
      reason: `the exec form contains the literal text ${text} (in ${JSON.stringify(clash)}), which Claude Code passes as is but LionAGI would substitute at spawn`,
    };
  }
  const argv = written.map((part) =>
    part.split(CLAUDE_PROJECT_DIR_BRACED).join(PROJECT_DIR_PLACEHOLDER),
  );
  // Blank as Python's str.strip sees it (the trust records are shared with Python LionAGI).
  const blank = argv.findIndex(isBlankArgvElement);
  if (blank !== -1) {
    return {
      ok: false,
      reason: `argv element ${blank} is ${argv[blank] === '' ? 'empty' : 'blank'}; ${PROFILE_NAME} commands must be non-blank strings`,
    };
  }
  return { ok: true, argv, warnings: [] };
}

/** A shell string through the C-4 rule: exactly the argv `sh` would run, or a rejection naming the construct. */
export function translateShellString(command: string, context?: DollarContext): CommandTranslation {
  const split = splitShellCommand(command, context);
  if (!split.ok) {
    return {
      ok: false,
      reason: `the command needs a shell: it contains ${split.construct}; ${PROFILE_NAME} runs argv only, never a shell (Dv1-3, C-4)`,
      needsShell: true,
    };
  }
  return { ok: true, argv: split.argv, warnings: split.warnings };
}

/** Warnings about how the first argv element is found at spawn time. */
export function commandPathWarnings(argv: readonly string[]): string[] {
  const first = argv[0] ?? '';
  if (
    first.startsWith('/') ||
    first.startsWith(PROJECT_DIR_PLACEHOLDER) ||
    first.startsWith(HOME_PLACEHOLDER) ||
    !first.includes('/')
  ) {
    return [];
  }
  return [
    `relative command path ${JSON.stringify(first)}: LionAGI resolves it against the project root (C-3); Claude Code and Codex use the session's current directory, which can differ after a cd`,
  ];
}
