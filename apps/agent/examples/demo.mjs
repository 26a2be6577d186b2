#!/usr/bin/env node
// The offline demo behind the README's first command: a throwaway project, real hook processes,
// the scripted model, and the bundled `li` and `li-agent`. It prints what happened at each step.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const here = import.meta.dirname;
const LI = join(here, '..', '..', 'cli', 'dist', 'li.cjs');
const AGENT = join(here, '..', 'dist', 'li-agent.cjs');
for (const bin of [LI, AGENT]) {
  if (!existsSync(bin)) throw new Error(`${bin} is missing: build first (pnpm demo does)`);
}

const root = mkdtempSync(join(tmpdir(), 'lionagi-demo-'));
const project = join(root, 'project');
cpSync(join(here, 'project'), project, { recursive: true });
cpSync(join(here, 'hooks'), join(project, 'hooks'), { recursive: true });
const env = {
  ...process.env,
  LIONAGI_HOME: join(root, 'home'),
  HOME: join(root, 'home'),
  NO_COLOR: '1',
};

let step = 0;
function title(text) {
  step += 1;
  process.stdout.write(`\n━━ ${step}. ${text}\n`);
}
function run(bin, args, expect) {
  const shown = [bin === LI ? 'li' : 'li-agent', ...args]
    .map((a) => (/[\s"'$]/.test(a) ? JSON.stringify(a) : a))
    .join(' ');
  process.stdout.write(`$ ${shown}\n`);
  const r = spawnSync(process.execPath, [bin, ...args], { cwd: project, env, encoding: 'utf8' });
  const out = `${r.stdout}${r.stderr}`.trimEnd();
  if (out) process.stdout.write(`${out.replace(/^/gm, '  ')}\n`);
  process.stdout.write(`  (exit ${r.status})\n`);
  if (expect !== undefined && r.status !== expect) {
    throw new Error(`demo step ${step} expected exit ${expect}, got ${r.status}`);
  }
  return r;
}
const prompt = (...lines) => lines.join('\n');

process.stdout.write(`Demo project: ${project}\n`);

title(
  'A guard blocks a destructive command, a rewrite takes effect, an audit hook logs every call',
);
run(
  AGENT,
  [
    '-p',
    prompt(
      'Clean up and deploy.',
      '@tool bash {"command":"rm -rf ./build"}',
      '@tool bash {"command":"./deploy.sh"}',
      '@final deployed (dry run)',
    ),
  ],
  0,
);
const audit = readFileSync(join(project, '.lionagi', 'tool-audit.jsonl'), 'utf8')
  .trim()
  .split('\n');
process.stdout.write(
  `  audit log .lionagi/tool-audit.jsonl: ${audit.length} line(s), last tool input ${JSON.stringify(JSON.parse(audit.at(-1)).input)}\n`,
);

title('A prompt carrying a secret is refused before any model call (exit 4)');
run(AGENT, ['-p', 'deploy with key AKIAABCDEFGHIJKLMNOP'], 4);

title(
  "Import the Claude Code hooks the project already has: their matchers keep Claude Code's tool names",
);
run(LI, ['hooks', 'import', 'claude'], 0);

title('The imported hook is not trusted yet: the guarded write is denied, naming the command');
run(
  AGENT,
  ['-p', prompt('@tool write_file {"file_path":".env","content":"TOKEN=1"}', '@final tried')],
  0,
);

title('Approve it after reading exactly what will run');
run(LI, ['hooks', 'trust', '--yes'], 0);

title('Now the unchanged Claude Code script guards li-agent');
run(
  AGENT,
  [
    '-p',
    prompt(
      '@tool write_file {"file_path":".env","content":"TOKEN=1"}',
      '@tool write_file {"file_path":"notes.txt","content":"ok"}',
      '@final wrote notes',
    ),
  ],
  0,
);
process.stdout.write(
  `  .env written: ${existsSync(join(project, '.env'))}; notes.txt written: ${existsSync(join(project, 'notes.txt'))}\n`,
);

title('Every hook run is on record');
run(LI, ['hooks', 'list'], 0);
process.stdout.write(`\nDemo finished. Files are in ${root}\n`);
