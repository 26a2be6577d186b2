import { EVENT_CATALOGUE, PROFILE_EVENTS, type ProfileEvent } from '@lionagi/hooks-profile';
import fc from 'fast-check';
import { stringify } from 'yaml';

/** A hook entry exactly as a valid settings file spells it. */
export interface ValidHook {
  type: 'command';
  command: string[];
  timeout?: number;
  fail_closed?: boolean;
  source?: 'imported:claude' | 'imported:codex';
}

/** A valid matcher group. */
export interface ValidGroup {
  matcher?: string;
  hooks: ValidHook[];
}

/** A valid `hooks_external` block: event name to matcher groups. */
export type ValidHooksExternal = Partial<Record<ProfileEvent, ValidGroup[]>>;

/** One generated settings file: its text, and its meaning when it is valid by construction. */
export interface GeneratedConfig {
  text: string;
  /** Set when the file is valid by construction: what loading it must yield. */
  valid: ValidHooksExternal | undefined;
}

const argvItem = fc.oneof(
  fc.constantFrom(
    './guards/check.sh',
    '${LIONAGI_PROJECT_DIR}/guards/policy.py',
    'uv',
    'run',
    '--strict',
    'python3',
    'a b',
    'yes',
    '0x10',
    '~',
  ),
  fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() !== '' && !s.includes('\0')),
);

const validMatcher = fc.constantFrom('*', '', 'Bash', 'bash|shell', 'Write, Edit', '^mcp__.*');

const validHook: fc.Arbitrary<ValidHook> = fc.record(
  {
    type: fc.constant('command' as const),
    command: fc.array(argvItem, { minLength: 1, maxLength: 4 }),
    timeout: fc.integer({ min: 1, max: 60 }),
    fail_closed: fc.boolean(),
    source: fc.constantFrom('imported:claude' as const, 'imported:codex' as const),
  },
  { requiredKeys: ['type', 'command'] },
);

const validGroup: fc.Arbitrary<ValidGroup> = fc.record(
  { matcher: validMatcher, hooks: fc.array(validHook, { minLength: 1, maxLength: 3 }) },
  { requiredKeys: ['hooks'] },
);

const validHooksExternal: fc.Arbitrary<ValidHooksExternal> = fc.dictionary(
  fc.constantFrom(...PROFILE_EVENTS),
  fc.array(validGroup, { minLength: 1, maxLength: 3 }),
  { maxKeys: 4 },
);

const junk = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.string({ maxLength: 10, unit: 'binary' }),
  fc.array(fc.integer(), { maxLength: 2 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
);

const anyHook = fc.oneof(
  validHook,
  fc.record(
    {
      type: fc.oneof(fc.constantFrom('command', 'http', 'prompt', 'agent', 'shell'), junk),
      command: fc.oneof(
        fc.array(fc.oneof(argvItem, fc.constantFrom('', '   ', 'a\0b'), junk), { maxLength: 3 }),
        fc.string({ maxLength: 20 }),
        junk,
      ),
      timeout: fc.oneof(fc.integer({ min: -5, max: 200_000 }), junk),
      fail_closed: fc.oneof(fc.boolean(), fc.constantFrom('yes', 'true'), junk),
      source: fc.oneof(fc.constantFrom('imported:claude', 'imported:gemini', 'claude'), junk),
      args: junk,
      matcher: validMatcher,
    },
    { requiredKeys: [] },
  ),
  junk,
);

const anyGroup = fc.oneof(
  validGroup,
  fc.record(
    {
      matcher: fc.oneof(validMatcher, fc.constantFrom('(', '[a-', '*+', 'a{2,1}'), junk),
      hooks: fc.oneof(fc.array(anyHook, { maxLength: 3 }), junk),
      command: junk,
    },
    { requiredKeys: [] },
  ),
  junk,
);

const anyEventName = fc.oneof(
  fc.constantFrom(...PROFILE_EVENTS),
  fc.constantFrom('preToolUse', 'pre_tool_use', 'Setup', 'PreSkillShellCommand', 'TeammateIdle'),
  fc.string({ maxLength: 8 }),
);

const hex64 = fc.string({
  unit: fc.constantFrom(...'0123456789abcdef'.split('')),
  minLength: 64,
  maxLength: 64,
});

const anyRoot = fc.oneof(
  fc.record(
    {
      hooks_external: fc.oneof(
        fc.dictionary(anyEventName, fc.oneof(fc.array(anyGroup, { maxLength: 3 }), junk), {
          maxKeys: 4,
        }),
        junk,
      ),
      hooks_externals: junk,
      hooks: fc.oneof(
        fc.record({ pre: fc.dictionary(fc.constantFrom('bash', 'Write'), fc.constant([['./g']])) }),
        junk,
      ),
      trusted_hook_commands: fc.oneof(fc.array(hex64, { maxLength: 2 }), junk),
    },
    { requiredKeys: [] },
  ),
  junk,
);

/** Ways the text of a file gets damaged: cut short, a character dropped in, a range deleted. */
const damage = fc.oneof(
  fc.record({ kind: fc.constant('truncate' as const), at: fc.double({ min: 0, max: 1 }) }),
  fc.record({
    kind: fc.constant('insert' as const),
    at: fc.double({ min: 0, max: 1 }),
    text: fc.constantFrom(
      ':',
      '- ',
      '[',
      '{',
      '"',
      "'",
      '\t',
      '&a ',
      '*a',
      '\n  - ',
      '!!binary ',
      '\uFEFF',
      '%YAML 1.2\n---\n',
    ),
  }),
  fc.record({
    kind: fc.constant('delete' as const),
    at: fc.double({ min: 0, max: 1 }),
    length: fc.integer({ min: 1, max: 20 }),
  }),
);

type Damage = typeof damage extends fc.Arbitrary<infer D> ? D : never;

function applyDamage(text: string, d: Damage): string {
  const at = Math.floor(d.at * text.length);
  if (d.kind === 'truncate') return text.slice(0, at);
  if (d.kind === 'insert') return text.slice(0, at) + d.text + text.slice(at);
  return text.slice(0, at) + text.slice(at + d.length);
}

/**
 * Settings files for `loadSettings`: a third valid by construction (with what they must load as),
 * the rest any `hooks_external` shape (wrong types, unknown keys and events, bad argv, invalid
 * regexes, junk values), half of those with damaged YAML text.
 */
export const generatedConfig: fc.Arbitrary<GeneratedConfig> = fc.oneof(
  validHooksExternal.map((valid) => ({ text: stringify({ hooks_external: valid }), valid })),
  fc.tuple(anyRoot, fc.option(damage, { nil: undefined })).map(([root, d]) => {
    const text = stringify(root);
    return { text: d === undefined ? text : applyDamage(text, d), valid: undefined };
  }),
);

/** The entries a valid block must load as, per event, in file order. */
export function expectedEntries(valid: ValidHooksExternal) {
  return Object.fromEntries(
    Object.entries(valid).map(([event, groups]) => [
      event,
      (groups ?? []).flatMap((group) =>
        group.hooks.map((hook) => ({
          command: hook.command,
          matcher:
            EVENT_CATALOGUE[event as ProfileEvent].matcherTarget === null
              ? undefined
              : group.matcher,
          timeoutSec: hook.timeout ?? 60,
          failClosed: hook.fail_closed ?? false,
          source: hook.source,
        })),
      ),
    ]),
  );
}
