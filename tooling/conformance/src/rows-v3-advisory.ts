import type { HarnessCell, Row } from './row.js';
import { advisoryRows } from './rows-v3-advisory-kit.js';
import { BUDGET, TOOL_THEN_ANSWER } from './rows-v3-compaction.js';
import { script } from './scenario.js';

const CODEX_EXIT1: HarnessCell = {
  observed: 'the hook is reported as failed; the turn goes on',
  source: 'codex §5.5',
  relation: 'same',
};
const CODEX_TIMEOUT: HarnessCell = {
  observed: 'timeout: the process group is killed; the turn goes on',
  source: 'codex §6',
  relation: 'same',
};
const CODEX_UNTRUSTED: HarnessCell = {
  observed: 'a hook without a matching `trusted_hash` is skipped silently',
  source: 'codex §2',
  relation: 'same',
};
const codexExit2 = (event: string): HarnessCell => ({
  observed: `${event} output may only carry the common fields (continue, stopReason, systemMessage); its exit 2 was not exercised`,
  source: 'codex §5.8',
  relation: 'not-observed',
});

/**
 * The exit-code, timeout and trust rows of SubagentStart and PostCompact (profile v3, both
 * advisory): the subagent still runs and returns, the compaction still happens.
 */
export const V3_ADVISORY_ROWS: Row[] = [
  ...advisoryRows({
    event: 'SubagentStart',
    prefix: 'subagent-start',
    goesOn: 'the subagent runs and its answer reaches the parent',
    run: { prompt: script('@agent look around', '  @final found it', '@final done') },
    completed: { toolCalls: [{ name: 'agent', status: 'ok' }] },
    profileSource: 'profile v3 SubagentStart; C-11',
    claudeSource: 'claude-code §3.3 (SubagentStart.json)',
    codex: {
      exit1: CODEX_EXIT1,
      timeout: CODEX_TIMEOUT,
      untrusted: CODEX_UNTRUSTED,
      exit2: codexExit2('SubagentStart'),
    },
  }),
  ...advisoryRows({
    event: 'PostCompact',
    prefix: 'postcompact',
    goesOn: 'the branch stays compacted and the turn completes',
    run: { prompt: TOOL_THEN_ANSWER, agentArgs: BUDGET },
    // The tool result left the context: the summary replaced it.
    completed: { modelNeverSees: ['"stdout":"hello'] },
    profileSource: 'profile v3 PostCompact; C-10',
    claudeSource: 'claude-code §3.3 (PostCompact.json)',
    codex: {
      exit1: CODEX_EXIT1,
      timeout: CODEX_TIMEOUT,
      untrusted: CODEX_UNTRUSTED,
      exit2: codexExit2('PostCompact'),
    },
  }),
];
