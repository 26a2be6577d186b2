import type { ProfileEvent } from '@lionagi/hooks-profile';

/** One `hooks_external` hook entry; `command` is argv relative to the project root. */
export interface HookEntrySpec {
  /** argv; a string only where a row shows its refusal at load (Dv1-3). */
  command: string[] | string;
  timeout?: number;
  fail_closed?: boolean;
  /** Profile v2: run in the background (advisory events only). */
  async?: boolean;
  source?: 'imported:claude' | 'imported:codex';
  /** Profile v1.1: the tool names the matcher and `tool_name` use (default `lionagi`). */
  tool_vocabulary?: 'lionagi' | 'claude' | 'codex';
}

/** One matcher group of `hooks_external.<Event>`. */
export interface GroupSpec {
  matcher?: string;
  hooks: HookEntrySpec[];
}

/** The `hooks_external` block of a settings file. */
export type HooksSpec = Partial<Record<ProfileEvent, GroupSpec[]>>;

/** A hook entry running the fixture `hooks/<file>` with optional arguments. */
export function fixture(
  file: string,
  options: Omit<HookEntrySpec, 'command'> & { args?: string[] } = {},
): HookEntrySpec {
  const { args = [], ...rest } = options;
  return { command: [`hooks/${file}`, ...args], ...rest };
}

/** The recorder hook: appends its stdin envelope to `hook-record.jsonl` in the project. */
export const RECORDER: HookEntrySpec = { command: ['node', 'hooks/record.mjs'] };

/**
 * Renders `.lionagi/settings.yaml` text for `hooks` (plus optional raw YAML lines appended).
 * Values are written as JSON, which is valid YAML, so the file reads exactly as the data.
 */
export function settingsYaml(hooks: HooksSpec, extra = ''): string {
  const lines = ['hooks_external:'];
  for (const [event, groups] of Object.entries(hooks)) {
    lines.push(`  ${event}:`);
    for (const group of groups ?? []) {
      const head =
        group.matcher === undefined
          ? '    -'
          : `    - matcher: ${JSON.stringify(group.matcher)}\n     `;
      lines.push(`${head} hooks:`);
      for (const hook of group.hooks) {
        const fields = Object.entries(hook).map(([k, v]) => `${k}: ${JSON.stringify(v)}`);
        lines.push(`        - { type: command, ${fields.join(', ')} }`);
      }
    }
  }
  return `${lines.join('\n')}\n${extra}`;
}

/** `hooks_external` with one group for `event` running `entries`. */
export function oneGroup(
  event: ProfileEvent,
  matcher: string | undefined,
  ...entries: HookEntrySpec[]
) {
  return settingsYaml({
    [event]: [{ ...(matcher === undefined ? {} : { matcher }), hooks: entries }],
  });
}

/** Joins scripted-provider directive lines into one prompt. */
export function script(...lines: string[]): string {
  return lines.join('\n');
}

/** The standard guarded action: the bash tool creates `ran.marker` only if it runs. */
export const TOUCH = '@tool bash {"command":"touch ran.marker"}';

/** A bash call that fails (exit 3), so PostToolUseFailure fires. */
export const FAIL = '@tool bash {"command":"exit 3"}';

/** The standard prompt: one guarded bash call, then a final answer. */
export const TOUCH_PROMPT = script(TOUCH, '@final done');

/** The tool result the model sees after `touch ran.marker` ran. */
export const TOUCH_RESULT = '{"stdout":"","stderr":"","exit_code":0,"interrupted":false}';

/** The MCP server declaration (fixture `mcp-echo.mjs`, linked into the project as `mcp-echo.mjs`). */
export const MCP_ECHO = 'mcp_servers:\n  echo: { command: "node", args: ["mcp-echo.mjs"] }\n';
