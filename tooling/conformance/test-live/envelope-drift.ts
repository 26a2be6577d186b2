import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GROUND_TRUTH_DIR } from '@lionagi/vitest-config';
import {
  CODEX_INPUT_SCHEMA_FILES,
  CODEX_V2_INPUT_SCHEMA_FILES,
  diffFieldTypes,
  diffSchemaFields,
  type FieldDiff,
  fieldTypesOf,
  noDrift,
} from '../src/index.js';
import { RECORDED_EVENTS } from './envelope-cases.js';

/** One event of one harness in the envelope case, against the committed ground truth. */
export interface EventDrift {
  harness: 'claude' | 'codex';
  event: string;
  /** `same`; `changed` (fields differ); `new` (fired, no ground truth); `not fired` (ground truth has it). */
  status: 'same' | 'changed' | 'new' | 'not fired';
  diff?: FieldDiff;
  /** For a new event: its fields and types. */
  fields?: string[];
}

// The one home of the ground-truth captures (tooling/conformance/ground-truth, issue 32).
const GT = GROUND_TRUTH_DIR;
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

type Baseline =
  | { kind: 'types'; types: Record<string, string> }
  | { kind: 'schema'; schema: Parameters<typeof diffSchemaFields>[1] };

/** What the pinned ground truth says an event's envelope holds, if it has the event. */
function groundTruth(harness: 'claude' | 'codex', event: string): Baseline | undefined {
  if (harness === 'claude') {
    const file = join(GT, 'claude-code', `${event}.json`);
    return existsSync(file) ? { kind: 'types', types: fieldTypesOf(readJson(file)) } : undefined;
  }
  const files: Record<string, string | null> = {
    ...CODEX_INPUT_SCHEMA_FILES,
    ...CODEX_V2_INPUT_SCHEMA_FILES,
  };
  const schema = files[event];
  if (schema) return { kind: 'schema', schema: readJson(join(GT, 'codex', 'schemas', schema)) };
  const file = join(GT, 'codex', `${event}.json`);
  return existsSync(file) ? { kind: 'types', types: fieldTypesOf(readJson(file)) } : undefined;
}

/** The recorded envelopes of one harness, event by event, diffed field by field. */
export function envelopeDrift(
  harness: 'claude' | 'codex',
  recorded: ReadonlyMap<string, Record<string, unknown>>,
): EventDrift[] {
  return RECORDED_EVENTS[harness].flatMap((event): EventDrift[] => {
    const truth = groundTruth(harness, event);
    const live = recorded.get(event);
    if (live === undefined)
      return truth === undefined ? [] : [{ harness, event, status: 'not fired' }];
    if (truth === undefined) {
      const fields = Object.entries(fieldTypesOf(live)).map(([f, t]) => `${f} (${t})`);
      return [{ harness, event, status: 'new', fields }];
    }
    const diff =
      truth.kind === 'types'
        ? diffFieldTypes(live, truth.types)
        : diffSchemaFields(live, truth.schema);
    return [{ harness, event, status: noDrift(diff) ? 'same' : 'changed', diff }];
  });
}
