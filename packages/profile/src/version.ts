/** One revision of the external-hook compatibility profile (ADR-0048 Notes: "a new version entry"). */
export interface ProfileRevision {
  /** `1`, `1.1`, … : the value of {@link PROFILE_VERSION} once this revision is in. */
  readonly version: string;
  /** When the revision was made (ISO date). */
  readonly date: string;
  /** What changed, in one or two sentences. */
  readonly changed: string;
  /** Which side LionAGI takes where the harnesses and the previous revision differ. */
  readonly side: string;
  /** Divergences and clarifications whose text this revision changed. */
  readonly affects: readonly string[];
}

/**
 * Every revision of the profile, oldest first. A later revision appends an entry here; the last
 * entry is the version this code implements, and the profile document lists them all.
 */
export const PROFILE_REVISIONS = [
  {
    version: '1',
    date: '2026-07-12',
    changed:
      'Profile v1 pinned: six events, the envelope, exit codes 0 / 2 / other, the decision vocabulary allow | deny | ask, named divergences Dv1-1..Dv1-4 and clarifications C-1..C-5.',
    side: 'Fail closed where the harnesses fail open (Dv1-4); argv only, never a shell (Dv1-3).',
    affects: [],
  },
  {
    version: '1.1',
    date: '2026-12-01',
    changed:
      "Tool vocabularies: a `hooks_external` entry (or its matcher group) may declare `tool_vocabulary: claude | codex | lionagi` (default `lionagi`, `li hooks import` writes it). Its matcher is tested against the tool's name in that vocabulary, which the tool registry declares (`bash` is `Bash`, `read_file` `Read`, `write_file` `Write`, `edit_file` `Edit`), and its envelope's `tool_name` is that name. A tool with no name in the vocabulary keeps its registered name. A tool-event matcher that can match no tool in its vocabulary is reported (never fires) at agent start, by `li hooks list`, `doctor`, `trust` and import. The harness events with no seam that the profile records (`PreSkillShellCommand`, Codex's `PreModelRequest` / `PostModelRequest` and their fields) are listed, with the newest harness builds checked.",
    side: "An imported guard sees the harness's own tool names, as it would under Claude Code or Codex; entries without `tool_vocabulary` keep the v1 behaviour (registered names). Also in 1.1, each the stricter reading: matchers run on RE2 (linear time; backreferences and lookaround are a load error, C-1); stdout over the capture cap or nested past 64 levels denies on a blocking event (C-7); trust records are bound to the project and pin what the interpreter loads, and a plain argv-hash record trusts nothing (C-6); identical argv in one firing runs once with the strictest policy of its copies (C-2); `ask` keeps the hook's reason in the deny (Dv1-6); UserPromptSubmit always carries `model` (null when unknown, Dv1-1); hooks see `LIONAGI_IN_HOOK=1` (C-3); `${HOME}` in an argv is substituted at spawn, like `${LIONAGI_PROJECT_DIR}`, and import translates `$HOME`, `~/`, `${CLAUDE_PROJECT_DIR:-…}` and a leading `cd` into the project (C-4). Harness drift (Claude Code 2.1.332, Codex 0.171.0 checked live against the pinned 2.1.328 / 0.169.0): Claude Code's new `PreSkillShellCommand` (before each shell line of a skill or slash command) has no LionAGI seam and is refused at load and at import like `Stop`, naming the event; `li hooks run --emit claude|codex` exits 2 for any event or envelope it does not know (fail closed), and `li hooks run PreToolUse --emit claude --as-tool Bash` guards skill shell lines as a PreToolUse on that tool, a rewrite denied there (Claude Code does not apply `updatedInput` to them). Codex's PreModelRequest / PostModelRequest envelopes gained `kind`, `request_id`, `attempt_number`, `thread_id` (PostModelRequest also `response_id`; still unmapped events); import warns on handler fields it does not know, such as Claude Code's internal `holdsTools`. Named from the live suite: Codex runs an identical command in two matcher groups twice (Dv1-20; LionAGI keeps C-2's once).",
    affects: ['Dv1-1', 'Dv1-2', 'Dv1-6', 'Dv1-20', 'C-1', 'C-2', 'C-3', 'C-4', 'C-6', 'C-7'],
  },
  {
    version: '2',
    date: '2026-12-01',
    changed:
      'Three events with their emit sites, and events per host: a host runtime declares the seams it emits (`hostEvents`; default the six of v1, which stay the v1 statement, docs/profile-v1.md) and a config naming an event the host does not emit fails to load at its file and line ("this runtime has no seam for Stop"); li-agent, and `li` speaking for it, emit all nine. **Stop** (blocking) fires after a user turn ends with a final answer, never after a blocked prompt, an error, a tool hook\'s `continue: false` or the round budget; exit 2 or `decision: "block"` + `reason` (or `additionalContext`) sends the reason to the model as a user message (`stop_hook_feedback`) and the turn goes on, Stop firing again with `stop_hook_active: true`, at most 5 continuations per user prompt (`stop_hook_limit`); `continue: false` ends it as `stop_hook_prevented`. **PermissionRequest** (blocking) fires on li-agent\'s REPL on a terminal just before the user is asked about a PreToolUse `ask`; `hookSpecificOutput.decision.behavior` `allow` (with `updatedInput`) or `deny` (+ `message`) answers instead. **Notification** (advisory) fires with `notification_type` `permission_prompt` when the user is asked and `turn_finished` after a turn longer than `--notify-after`. SubagentStart/SubagentStop and PreCompact/PostCompact stay refused, with the reason. Handlers: `type: http` runs (the envelope POSTed to `url`, `$VAR` in `headers` filled only for `allowed_env_vars`, a 2xx body read like stdout, other statuses, network errors and cross-origin redirects are failures that `fail_closed` turns into a deny, Dv2-7); `async: true` on an advisory event queues the hook on one ordered background worker per session and ignores its output (refused on blocking events; bounded queue, drained 5 s at session end, Dv2-6); an entry may carry `status_message` (the `statusMessage` of Claude Code, shown while it runs). Import: plugins (`--plugin DIR`, the plugin root written as its absolute path, C-4), `--user` into the user settings file, http and async entries and the three new events. Every hook event name Claude Code 2.1.328 and 2.1.332 accept is recorded as the build lists them (`claude doctor`; the live suite reads the list again each run): the 24 with no seam are refused like any unknown name, noted "a Claude Code 2.1.328 event". The live suite runs every matrix row a real harness can exhibit (MCP tools through a real stdio server, Stop, PermissionRequest, Notification on a pty, async and http handlers); the harness columns of Dv2-2 and Dv2-4..Dv2-7 are as it observed them (Claude Code caps Stop blocks at 9 of its own; interactive Claude Code fires PermissionRequest after an `ask`). The bridge answers the v2 events: `li hooks run Stop|PermissionRequest|Notification --emit claude|codex` (Codex: Stop, PermissionRequest) renders the profile\'s verdict in the harness\'s form and `li hooks export --bridge` wires them; `@lionagi/hooks-sdk` handlers answer them under all three harnesses.',
    side: "Claude Code's envelopes and outputs (`stop_hook_active`, `last_assistant_message`, `decision.behavior`, `notification_type`), stricter where it fails open: a Stop hook that cannot answer (timeout, untrusted, unreadable, fail_closed) ends the turn as `stop_hook_failed` rather than passing (Dv2-1), continuations are capped (Dv2-2), feedback never shows the hook's command (Dv2-3); `ask` asks only where a user is at a terminal, and stays deny everywhere else (D5, Dv1-6, Dv2-4). An http hook's failure is a failure like a command's (Claude Code treats it as non-blocking), and an unlisted header variable is sent literally (Claude Code sends it empty); async hooks never block, on advisory events only. Through the bridge and the SDK, Stop keeps the profile's side where the harness has none: li counts continuations per session; a block past the cap, a Stop hook that cannot answer and a bridge or SDK handler that cannot run end the turn with `continue: false` (Dv2-8); a PermissionRequest rewrite is denied under Codex, which reserves `updatedInput` there.",
    affects: [
      'Dv1-6',
      'Dv2-1',
      'Dv2-2',
      'Dv2-3',
      'Dv2-4',
      'Dv2-5',
      'Dv2-6',
      'Dv2-7',
      'Dv2-8',
      'C-4',
    ],
  },
  {
    version: '3',
    date: '2026-12-02',
    changed:
      'Six events on the runtime\'s subagent, compaction, tool-batch and turn-failure seams, emitted by a host that declares them (li-agent, and `li` speaking for it, emit all fifteen). **SubagentStart** (advisory, matcher `agent_type`) fires when the agent tool starts a subagent, before its first model call; `hookSpecificOutput.additionalContext` goes into the subagent\'s context. **SubagentStop** (blocking, matcher `agent_type`) fires each time a subagent is about to return its final answer, with Stop\'s arbitration: exit 2 or `decision: "block"` + `reason` sends the reason to the subagent and it goes on, SubagentStop firing again with `stop_hook_active: true`, at most 5 continuations; `continue: false` returns the answer as it is. **PreCompact** (blocking, matcher `trigger`: `manual` for `/compact`, `auto` when the context budget is passed) fires before the branch is summarised; exit 2, `decision: "block"` or `continue: false` leaves the context as it is, the reason shown, and an `auto` turn goes on uncompacted. **PostCompact** (advisory, matcher `trigger`) fires after, with `compact_summary`. **PostToolBatch** (blocking, no matcher) fires once per react round that ran tool calls, after they are all done and before the next model round, with `tool_calls` (each call\'s `tool_name`, `tool_input`, `tool_use_id` and model-facing `tool_response`); exit 2, `decision: "block"` or `continue: false` ends the turn there (`hook_stopped`, exit 0), and a hook that cannot answer ends it as `batch_hook_failed`. **StopFailure** (advisory, no matcher) fires when a model request fails after the retries and ends the turn (Stop does not fire), with `error` (`rate_limit`, `authentication_failed`, `server_error` or `unknown`) and `last_assistant_message`. Envelopes carry the ground-truth fields: `agent_id`, `agent_type` (Subagent*), `stop_hook_active`, `last_assistant_message`, `agent_transcript_path` (SubagentStop), `trigger`, `custom_instructions` (PreCompact), `compact_summary` (PostCompact). The six are no longer refused; import maps them, the bridge answers them and the SDK handles them.',
    side: "Claude Code's envelopes and its SubagentStop semantics (stop05), stricter where it fails open: a SubagentStop hook that cannot answer returns the subagent's result to the parent as an error (`stop_hook_failed`), never unchecked (Dv3-1); a PreCompact block keeps the context whichever harness form says it (Claude Code's documented exit 2 / `decision: \"block\"`, Codex's `continue: false`, C-10); SubagentStart `additionalContext` is honoured as Codex's schema allows (C-11); a PostToolBatch block ends the turn as Claude Code 2.1.328 and 2.1.332 do live (C-17), and a PostToolBatch hook that cannot answer ends it too, where Claude Code goes on (Dv3-6); StopFailure is advisory, its `error` kinds as Claude Code sent them live (C-16).",
    affects: ['Dv3-1', 'Dv3-6', 'C-10', 'C-11', 'C-16', 'C-17'],
  },
] as const satisfies readonly ProfileRevision[];

type LastOf<T extends readonly unknown[]> = T extends readonly [...unknown[], infer L] ? L : never;

/** The external-hook compatibility profile this code implements (ADR-0048 D1): the last revision. */
export const PROFILE_VERSION: LastOf<typeof PROFILE_REVISIONS>['version'] = '3';

/**
 * The profile's name in user-facing text (help, import and export reports, rejections): `profile v3`.
 * Every such string reads it from here, so a new revision renames them all at once.
 */
export const PROFILE_NAME = `profile v${PROFILE_VERSION}` as const;

/** The date profile v1 was pinned (ADR-0048 Notes). */
export const PROFILE_PINNED_ON = PROFILE_REVISIONS[0].date;

/** The harness builds the profile's observations were taken from (shared ground truth). */
export const OBSERVED_HARNESSES = {
  claudeCode: '2.1.328',
  codex: '0.169.0',
} as const;

/**
 * The newest harness builds a live drift run checked against the pinned ones (profile v1.1):
 * what changed is recorded in the harness-event tables and docs/conformance-live.md.
 */
export const NEWEST_OBSERVED_HARNESSES = {
  claudeCode: '2.1.332',
  codex: '0.171.0',
} as const;
