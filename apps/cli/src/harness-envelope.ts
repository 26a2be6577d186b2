import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { HookError, type ProfileEvent } from '@lionagi/hooks-profile';
import { type EmitHarness, HARNESS_EVENTS } from './hooks-emit.js';
import { refuseOtherEvent } from './hooks-envelope.js';
import { knownToolCall } from './inspect/known-tools.js';

type Json = Record<string, unknown>;

/** A sample's `model` under Codex, which sends the session's model on every event. */
export const CODEX_SAMPLE_MODEL = 'sample-model';

const LABEL: Readonly<Record<EmitHarness, string>> = { claude: 'Claude Code', codex: 'Codex' };

/**
 * The envelope `fields` as Claude Code or Codex would send it for `event` (`li hooks test
 * --harness`): no `harness` field (neither sends one, so a hook that tells harnesses apart sees
 * theirs), `hook_event_name`, `session_id` and `cwd` filled when absent. A `sample` (li's own
 * per-event fields) is rendered in that harness's terms too: a built-in tool by its name there
 * (`bash` → `Bash`), Claude Code's without `turn_id` (it sends none on these events), Codex's with
 * a `model` and a transcript in its rollout form. A captured envelope is otherwise sent as it is.
 * An event the harness does not fire is refused.
 */
export function harnessEnvelope(
  event: ProfileEvent,
  fields: Json,
  projectDir: string,
  harness: EmitHarness,
  sample: boolean,
): Json {
  if (!HARNESS_EVENTS[harness].includes(event))
    throw new HookError('USAGE', `${LABEL[harness]} has no ${event} event to test against`);
  refuseOtherEvent(event, fields);
  const envelope: Json = {
    session_id: randomUUID(),
    cwd: projectDir,
    ...fields,
    hook_event_name: event,
  };
  delete envelope.harness;
  if (!sample) return envelope;
  const tool = knownToolCall(envelope.tool_name, 'lionagi');
  const name = tool?.harnessNames[harness];
  if (name !== undefined) envelope.tool_name = name;
  if (harness === 'claude') delete envelope.turn_id;
  else {
    envelope.model ??= CODEX_SAMPLE_MODEL;
    envelope.transcript_path ??= join(projectDir, '.codex', 'sessions', 'rollout-sample.jsonl');
  }
  return envelope;
}
