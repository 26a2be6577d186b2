import { HANDLER_TYPES } from '@lionagi/hooks-profile/core';
import { z } from 'zod';

// The `--json` contract of every `li hooks` verb (docs/schemas/cli/, docs/cli.md). Within a profile
// version, changes are additive: a field is never renamed, retyped or removed, only added.

const Header = { profile: z.string(), li: z.string() };
const Str = z.string();
const NullStr = z.string().nullable();
const Opaque = z.record(z.string(), z.unknown());
const Where = z.object({ file: Str, line: z.number().int() });

/** What one harness does with the hook's output (`li hooks test`), from packages/harness. */
const HarnessReadingJson = z.object({
  version: Str,
  effect: Str,
  reason: NullStr,
  updated_input: Opaque.nullable(),
  context: NullStr,
  source: NullStr,
  summary: Str,
  /** The summary as a one-line list: the field the report had before the readings. */
  notes: z.array(Str),
});

/** One `li hooks doctor` finding. */
export const FindingSchema = z.object({
  severity: z.enum(['error', 'warning']),
  code: Str,
  event: NullStr,
  command: z.array(Str).nullable(),
  file: NullStr,
  line: z.number().int().nullable(),
  message: Str,
  fix: Str,
});

const PendingSchema = z.object({
  event: Str,
  matcher: NullStr,
  argv: z.array(Str),
  hash: Str,
  tier: Str,
  source: NullStr,
  origin: Opaque,
  status: z.enum(['pending', 'changed']),
  reason: Str,
  changes: z.array(Str),
  executable: z.object({ path: Str, digest: Str }).nullable(),
  project: Str,
  files: z.array(
    z.object({ path: Str, digest: Str, kind: z.enum(['tree', 'interpreter']).optional() }),
  ),
  /** Paths approval pins as absent: what the interpreter would load before `files` if it appeared. */
  absent: z.array(Str),
  unpinned: z.array(Str),
  problems: z.array(Str),
  approvable: z.boolean(),
  replaces: Opaque.nullable(),
  /** Where the entry is wired: its approval pins this too (a move is `changed`). */
  wiring: z
    .object({ event: Str, matcher: NullStr, async: z.boolean(), tool_vocabulary: Str })
    .nullable(),
  never_fires: NullStr,
  /** The script text a shell runs (`sh -c '<script>'`, as the SHELL line of the review says), else null. */
  shell: NullStr,
  /**
   * A `type: http` handler: what approval pins (header names, never their values) and what the
   * review warns about (the `WARNING:` lines: cleartext tokens, a local host, failing open); null
   * for commands.
   */
  http: z
    .object({
      url: Str,
      header_names: z.array(Str),
      allowed_env_vars: z.array(Str),
      warnings: z.array(Str),
    })
    .nullable(),
});

const SchemaReport = z.object({
  ...Header,
  schemas: z.array(z.object({ event: Str, kind: z.enum(['input', 'output']), schema: Opaque })),
  written: z.array(Str),
});

const ImportReport = z.object({
  ...Header,
  harness: z.enum(['claude', 'codex']),
  files: z.array(z.object({ path: Str, exists: z.boolean() })),
  /** `--plugin`: the plugin directory read (its absolute path replaces the plugin root variables). */
  plugin: NullStr,
  /** The plugins the harness (Claude Code or Codex) has enabled or installed for the project, and what the import did with each. */
  plugins: z.array(
    z.object({
      id: Str,
      status: z.enum(['imported', 'disabled', 'not-installed', 'skipped']),
      dir: Str.optional(),
      enabled_in: Str.optional(),
      reason: Str.optional(),
    }),
  ),
  /** The project settings file (the target of every entry unless `--user` sends some elsewhere). */
  settings_file: Str,
  /** Each settings file written to: the project's, and with `--user` the user's for user-level entries. */
  targets: z.array(
    z.object({
      scope: z.enum(['project', 'user']),
      file: Str,
      from: z.array(Str),
      written: z.boolean(),
    }),
  ),
  dry_run: z.boolean(),
  /** Whether any settings file was changed. */
  written: z.boolean(),
  registered_tools: z.array(Str),
  tool_vocabulary: Str,
  tools: z.array(Str),
  rows: z.array(Opaque),
  removed_upstream: z.array(Opaque),
  /** `--prune` (and not `--dry-run`): the entries removed upstream were deleted. */
  pruned: z.boolean(),
  summary: z.record(z.string(), z.number()),
  pending: z
    .array(z.object({ hash: Str, event: Str, matcher: NullStr, argv: z.array(Str), status: Str }))
    .nullable(),
});

const ExportRow = z.object({
  event: Str,
  matcher: NullStr,
  argv: z.array(Str),
  status: z.enum(['exported', 'skipped']),
  handler: Opaque.nullable(),
  notes: z.array(Str),
  origin: Where,
});

const ExportReport = z.object({
  ...Header,
  target: z.enum(['claude', 'codex']),
  bridge: z.boolean(),
  out: NullStr,
  /** The harness config: its keys are the harness's own (event names, `hooks`, `matcher`). */
  config: Opaque,
  rows: z.array(ExportRow),
  notes: z.array(Str),
  /** `--bridge`: the events the bridge answers (in the first file, `out`). */
  events: z.array(Str).optional(),
  /** `--bridge`: every file written, one per scope (project, local, user; or `--scope`, `--out`). */
  files: z
    .array(
      z.object({
        scope: z.enum(['project', 'user', 'local']),
        out: Str,
        events: z.array(Str),
        changed: z.boolean(),
        written: z.boolean(),
        backup: NullStr,
        /** Native handlers removed (`--remove-native`): `EVENT [MATCHER] COMMAND`. */
        removed_native: z.array(Str),
        /** Native handlers of the file the bridge also runs (an imported copy in hooks_external). */
        native_twins: z.array(Str),
        diff: Str.optional(),
      }),
    )
    .optional(),
  merge: z
    .object({
      added: z.number().int(),
      already_there: z.number().int(),
      changed: z.boolean(),
      written: z.boolean(),
      backup: NullStr,
    })
    .optional(),
  /** `--dry-run`: the unified diff of the file. */
  diff: Str.optional(),
});

const TrustReport = z.object({
  ...Header,
  user_file: Str,
  pending: z.array(PendingSchema),
  approved: z
    .object({
      file: Str,
      added: z.number().int(),
      replaced: z.number().int(),
      unchanged: z.number().int(),
      changed: z.boolean(),
    })
    .nullable(),
});

const UntrustReport = z.object({
  ...Header,
  user_file: Str,
  hash: NullStr,
  removed: z.number().int(),
  changed: z.boolean(),
});

/** `li hooks disable|enable --json`: the full hash and the entries whose `enabled` changed. */
const ToggleReport = z.object({
  ...Header,
  hash: NullStr,
  enabled: z.boolean(),
  changed: z.array(z.object({ event: Str, file: Str, line: z.number().int() })),
});

/** A handler's type and parts (`handlerJson` of the config package): list and import share it. */
const Handler = {
  type: z.enum(HANDLER_TYPES),
  /** The argv; empty for an http handler (whose request is `http`). */
  command: z.array(Str),
  http: z
    .object({ url: Str, header_names: z.array(Str), allowed_env_vars: z.array(Str) })
    .nullable(),
  async: z.boolean(),
  status_message: NullStr,
};

const ListedHook = z.object({
  ...Handler,
  index: z.number().int(),
  id: Str,
  enabled: z.boolean(),
  missing_program: NullStr,
  matcher: NullStr,
  timeout_sec: z.number(),
  fail_closed: z.boolean(),
  source: NullStr,
  tool_vocabulary: Str,
  never_fires: NullStr,
  tier: Str,
  origin: z.object({ file: Str, line: z.number().int(), column: z.number().int(), scope: Str }),
  trust: z.object({
    status: Str,
    trusted: z.boolean(),
    reason: NullStr,
    unpinned: z.array(Str),
  }),
  last_failures: z.array(Opaque),
});

/** Whether a project's own hooks and MCP servers are approved on this machine (C-9). */
const ProjectApprovalState = z.object({
  status: z.enum(['not-needed', 'approved', 'pending', 'changed']),
  project: Str,
  digest: Str,
});

const ListReport = z.object({
  ...Header,
  project_dir: Str,
  settings_files: z.object({ user: Str, project: NullStr }),
  /** The project's own hooks and MCP servers, approved once per machine (C-9). */
  project_approval: ProjectApprovalState,
  audit_log: Str,
  hooks: z.record(z.string(), z.array(ListedHook)),
  legacy_hooks: z.array(
    z.object({ phase: Str, tool_name: Str, command: z.array(Str), origin: Where }),
  ),
  /** Handlers an import rejected (`not_imported:`): what they were upstream, why, the opt-in. */
  not_imported: z.array(
    z.object({ imported_from: Opaque, reason: Str, opt_in: NullStr, origin: Where }),
  ),
  warnings: z.array(Opaque),
});

const DoctorReport = z.object({
  ...Header,
  project_dir: Str,
  config_loaded: z.boolean(),
  checked: z.object({ hooks: z.number().int(), legacy_hooks: z.number().int() }),
  errors: z.number().int(),
  warnings: z.number().int(),
  findings: z.array(FindingSchema),
  guarded_through_li: z.array(z.object({ harness: Str, file: Str, events: z.array(Str) })),
  /** The project's own hooks and MCP servers (C-9); null when the config did not load. */
  project_approval: ProjectApprovalState.nullable(),
  /** The process tracking that finds a hook's processes; null when LIONAGI_PROCESS_TRACKING is invalid. */
  process_tracking: z
    .object({
      kind: z.enum(['proc', 'posix']),
      chosen: z.enum(['detected', 'forced']),
      guarantees: Str,
      limits: Str,
    })
    .nullable(),
});

const Decision = z.enum(['allow', 'deny', 'none']).or(Str);

const RunReport = z.object({
  ...Header,
  event: Str,
  decision: Decision,
  reason: NullStr,
  updated_input: Opaque.nullable(),
  notes: z.array(Str),
  additional_context: NullStr,
  system_messages: z.array(Str),
  feedback: z.array(Str),
  stop: Opaque.nullable(),
  hooks: z.array(
    z
      .object({
        index: z.number().int(),
        command: z.array(Str),
        source: NullStr,
        tier: NullStr,
        origin: Where.nullable(),
        matched: z.boolean(),
        /** The hook's trust now, whether or not it ran. */
        trusted: z.boolean(),
        trust_status: Str,
        ran: z.boolean(),
        exit_code: z.number().int().nullable(),
        timed_out: z.boolean(),
        truncated: z.boolean(),
        duration_ms: z.number(),
        outcome: Str,
        decision: Str,
        reason: NullStr,
        notes: z.array(Str),
      })
      // Issue 20 adds the hook's captured stdout/stderr here (snake_case, additive).
      .catchall(z.unknown()),
  ),
});

const Divergence = z.object({ id: Str, title: Str, profile: Str, claude_code: Str, codex: Str });

const TestReport = z.object({
  ...Header,
  event: Str,
  command: z.array(Str),
  envelope_source: Str,
  /** The stdin envelope: wire fields. */
  envelope: Opaque,
  result: z.object({
    argv: z.array(Str),
    exit_code: z.number().int().nullable(),
    signal: NullStr,
    stdout: Str,
    stderr: Str,
    timed_out: z.boolean(),
    truncated: z.boolean(),
    duration_ms: z.number(),
    spawn_error: NullStr,
    notes: z.array(Str),
  }),
  interpretation: z.object({
    decision: Str,
    outcome: Str,
    reason: NullStr,
    updated_input: Opaque.nullable(),
    additional_context: NullStr,
    system_message: NullStr,
    feedback: NullStr,
    stop: Opaque.nullable(),
    notes: z.array(Str),
  }),
  harnesses: z.object({
    claude_code: HarnessReadingJson,
    codex: HarnessReadingJson,
  }),
  divergences: z.array(Divergence),
});

/** The `--json` report schema of each verb, by verb name. */
export const VERB_REPORT_SCHEMAS = {
  schema: SchemaReport,
  import: ImportReport,
  export: ExportReport,
  trust: TrustReport,
  untrust: UntrustReport,
  disable: ToggleReport,
  enable: ToggleReport,
  list: ListReport,
  doctor: DoctorReport,
  run: RunReport,
  test: TestReport,
} as const satisfies Record<string, z.ZodType>;

/** A verb with a `--json` report. */
export type ReportingVerb = keyof typeof VERB_REPORT_SCHEMAS;

/** The committed file name of a verb's report schema, e.g. `list.schema.json`. */
export function reportSchemaFile(verb: ReportingVerb): string {
  return `${verb}.schema.json`;
}

/** The JSON Schema (draft 2020-12) of a verb's `--json` report, generated from its zod schema. */
export function reportJsonSchema(verb: ReportingVerb): Record<string, unknown> {
  const { $schema, ...rest } = z.toJSONSchema(VERB_REPORT_SCHEMAS[verb], {
    target: 'draft-2020-12',
    io: 'output',
    unrepresentable: 'any',
  });
  return {
    $schema,
    $id: `https://lionagi.dev/hooks/cli/${reportSchemaFile(verb)}`,
    title: `li hooks ${verb} --json`,
    ...rest,
  };
}
