import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute path of a fixture script. */
export function fixture(name: string): string {
  return resolve(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', name);
}

/** A temp project with its own LIONAGI_HOME (passed explicitly, never set on process.env). */
export interface TempProject {
  dir: string;
  home: string;
  env: NodeJS.ProcessEnv;
  /** Writes `.lionagi/settings.yaml` in the project. */
  writeSettings(yaml: string): string;
  /** A file path inside the temp root (not in the project). */
  file(name: string): string;
}

/** Creates a temp project directory and a separate temp LIONAGI_HOME. */
export function tempProject(): TempProject {
  const root = mkdtempSync(join(tmpdir(), 'lionagi-'));
  const dir = join(root, 'project');
  const home = join(root, 'home');
  mkdirSync(dir, { recursive: true });
  mkdirSync(home, { recursive: true });
  return {
    dir,
    home,
    env: { ...process.env, LIONAGI_HOME: home },
    writeSettings(yaml) {
      const path = join(dir, '.lionagi', 'settings.yaml');
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, yaml);
      return path;
    },
    file: (name) => join(root, name),
  };
}

/** The JSON lines a recorder hook appended (missing file: none). */
export function recorded(path: string): Record<string, unknown>[] {
  let text = '';
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

/** A YAML flow sequence for an argv (JSON is valid YAML). */
export function argvYaml(argv: readonly string[]): string {
  return JSON.stringify(argv);
}

/** True while `pid` exists and is neither a zombie nor dead (the shared test helper). */
export { alive } from '@lionagi/hooks-exec/testing';
