/** One decision of ADR-0048, the design record the profile cites as `D1`…`D7`. */
export interface AdrDecision {
  readonly id: string;
  /** The decision in one sentence, in the words a user of this repository needs. */
  readonly summary: string;
}

/**
 * The ADR-0048 decisions that the profile, its divergences and `li` messages cite by id, so a
 * reader of the profile documents can look an id up without the ADR.
 */
export const ADR_DECISIONS: readonly AdrDecision[] = [
  {
    id: 'D1',
    summary:
      'A versioned compatibility profile, not an equivalence claim: what LionAGI emits and accepts is pinned, and every difference from Claude Code or Codex is a named divergence.',
  },
  {
    id: 'D2',
    summary:
      'A fixed event mapping: an event with no seam in this runtime is refused loudly at load and at import, never mapped approximately.',
  },
  {
    id: 'D3',
    summary:
      'Tool events fire at the one point every tool call passes through, so no tool (built-in or MCP) runs without its PreToolUse hooks.',
  },
  {
    id: 'D4',
    summary:
      'One exec adapter runs every hook: an argv vector (never a shell), JSON on stdin, a timeout, and fail-closed on blocking events.',
  },
  {
    id: 'D5',
    summary:
      'Decisions are enumerated: allow, deny and ask (ask denies where no one can be asked); anything else denies on a blocking event.',
  },
  {
    id: 'D6',
    summary:
      'The config surface: `hooks_external:` in `.lionagi/settings.yaml` (user and project merged), in the harness shape, and `li hooks import` translating foreign configs entry by entry.',
  },
  {
    id: 'D7',
    summary:
      'Trust: a hook that did not come from the project itself (imported) runs only after its command and files were approved and pinned by hash with `li hooks trust`.',
  },
];
