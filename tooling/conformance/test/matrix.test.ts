import { afterAll, describe, inject, it } from 'vitest';
import { ROWS, type RunSpec } from '../src/index.js';
import { checkRow } from './support/check-row.js';
import { type RunOutcome, removeProjects, runRow } from './support/run-row.js';

// Every row runs end to end: settings file -> li-agent (scripted provider) -> real hook process ->
// observed effect. Rows sharing one RunSpec object (the envelope rows) share one run.
const bins = { agentBin: inject('agentBin'), liBin: inject('liBin'), sdkHooks: inject('sdkHooks') };
const runs = new Map<RunSpec, Promise<RunOutcome>>();
const outcome = (spec: RunSpec) => {
  let run = runs.get(spec);
  if (!run) {
    run = runRow(spec, bins);
    runs.set(spec, run);
  }
  return run;
};

afterAll(removeProjects);

describe.concurrent('conformance matrix: profile v1 under li-agent', () => {
  it.each(ROWS.map((row) => [`${row.area} ${row.id}: ${row.title}`, row] as const))(
    '%s',
    async (_, row) => {
      await checkRow(row, await outcome(row.run));
    },
  );
});
