import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { recordedEnvelope } from './fixtures/inspect/project.js';
import {
  type BlockRun,
  parseDocBlocks,
  rewriteShownOutput,
  runDocSession,
} from './helpers/doc-session.js';

// docs/getting-started.md is a shell session: every ```sh block runs, in order, in one bash with
// the bundled li and li-agent on PATH and a scratch TMPDIR, and prints exactly the ```text block
// after it. UPDATE_DOCS=1 (pnpm docs:update) writes what they printed back into the page instead.

const repo = join(import.meta.dirname, '..', '..', '..');
const page = join(repo, 'docs', 'getting-started.md');
const markdown = readFileSync(page, 'utf8');
const blocks = parseDocBlocks(markdown);
const scratch = mkdtempSync(join(tmpdir(), 'lionagi-getting-started-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** What the page shows for a run's own values: the `mktemp -d` home it creates. */
function normalise(text: string): string {
  return text.replaceAll(new RegExp(`${scratch}/tmp/tmp\\.\\w+`, 'g'), '/tmp/tmp.AbC123');
}

/** Values that differ per run and per machine, blanked on both sides when comparing. */
function volatile(text: string): string {
  return text
    .replace(/\b\d+ ms\b/g, 'N ms')
    .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g, 'UUID')
    .replace(/\b[0-9a-f]{64}\b/g, 'SHA256')
    .replace(/node-v\d+\.\d+\.\d+/g, 'node-vX');
}

let runs: BlockRun[] = [];

beforeAll(() => {
  const bin = join(scratch, 'bin');
  mkdirSync(bin);
  mkdirSync(join(scratch, 'tmp'));
  const agentOut = join(scratch, 'agent');
  execFileSync('npx', ['tsup', '--out-dir', agentOut, '--silent'], {
    cwd: join(repo, 'apps', 'agent'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  symlinkSync(inject('liBin'), join(bin, 'li'));
  symlinkSync(join(agentOut, 'li-agent.cjs'), join(bin, 'li-agent'));
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^(LIONAGI_|CLAUDE|CODEX|npm_|pnpm_|VITEST|FORCE_COLOR)/i.test(key)) env[key] = value;
  }
  const home = join(scratch, 'home');
  mkdirSync(home);
  runs = runDocSession(blocks, {
    cwd: home,
    env: {
      ...env,
      HOME: home,
      TMPDIR: join(scratch, 'tmp'),
      PATH: `${bin}:${process.env.PATH}`,
      NO_COLOR: '1',
      TERM: 'dumb',
    },
    scratch,
    normalise,
  });
  if (process.env.UPDATE_DOCS === '1') {
    // A block whose output differs only in durations, ids or digests keeps the text shown.
    const changed = runs.map((r) =>
      r.block.shown && volatile(r.block.shown.text) === volatile(r.output)
        ? { ...r, output: r.block.shown.text }
        : r,
    );
    writeFileSync(page, rewriteShownOutput(markdown, changed));
  }
}, 5 * 60_000);

describe('docs/getting-started.md', () => {
  it('says why each block that is not run is not run', () => {
    const skipped = blocks.filter((b) => b.notRun !== undefined);
    expect(skipped.map((b) => b.notRun)).toEqual([
      'the test bundles li and li-agent from this checkout and puts them on PATH itself',
      'needs the real Claude Code and a model; the recorded envelope above stands in for it',
    ]);
  });

  it('every command prints what the page shows', () => {
    const shown = runs.map(({ block, output }) => ({
      line: block.line,
      output: volatile(process.env.UPDATE_DOCS === '1' ? output : (block.shown?.text ?? '')),
    }));
    expect(
      runs.map(({ block, output }) => ({ line: block.line, output: volatile(output) })),
    ).toEqual(shown);
  });

  it('guards with the recorded harness envelopes: the same fields, only the command changed', async () => {
    const sent = (pattern: RegExp) => {
      const code = blocks.find((b) => pattern.test(b.code))?.code ?? '';
      return Object.keys(JSON.parse(pattern.exec(code)?.[1] ?? '{}'));
    };
    expect(
      sent(/<<'JSON'\n(\{"session_id".*\})\nJSON\nli hooks run PreToolUse --emit claude/),
    ).toEqual(Object.keys(await recordedEnvelope('claude-code-PreToolUse.json')));
    expect(sent(/echo '(\{.*\})' \\\n {2}\| li hooks run PreToolUse --emit codex/)).toEqual(
      Object.keys(await recordedEnvelope('codex-PreToolUse.json')),
    );
  });

  it('ends with the guard denying in li-agent, Claude Code and Codex', () => {
    const all = runs.map((r) => r.output).join('\n');
    expect(all).toContain(
      'denied bash: block-rm: rm -rf is not allowed here; delete files one by one',
    );
    expect(all).toContain(
      '"permissionDecision":"deny","permissionDecisionReason":"block-rm: rm -rf is not allowed here; delete files one by one"',
    );
    expect(all).toContain(
      '"permissionDecisionReason":"no-force-push: force pushes rewrite shared history"',
    );
    expect(all).toContain('denied bash: guard.mjs: no rm -rf');
  });
});
