import { HookError } from '@lionagi/hooks-profile';
import { PLUGIN_DATA_VARS, type PluginData } from './plugin-data.js';
import type { ForeignHarness } from './types.js';

/**
 * The variables each harness sets to a plugin's directory for the plugin's hooks (ground truth:
 * Claude Code `CLAUDE_PLUGIN_ROOT`; Codex 0.169 `PLUGIN_ROOT` and `CLAUDE_PLUGIN_ROOT`, also
 * substituted as `${KEY}` in the command text, discovery.rs). Codex does not set
 * `CODEX_PLUGIN_ROOT`: a hook naming it runs with an empty value there.
 */
export const PLUGIN_ROOT_VARS: Readonly<Record<ForeignHarness, readonly string[]>> = {
  claude: ['CLAUDE_PLUGIN_ROOT'],
  codex: ['PLUGIN_ROOT', 'CLAUDE_PLUGIN_ROOT'],
};

/** The plugin-root variables of `harness` that `text` expands (`$VAR` or `${VAR…}`), in order. */
export function pluginRootsNamed(text: string, harness: ForeignHarness): string[] {
  return PLUGIN_ROOT_VARS[harness].filter((name) =>
    new RegExp(`\\$\\{?${name}(?![A-Za-z0-9_])`).test(text),
  );
}

/**
 * The plugin a `--plugin DIR` import reads: its absolute directory (written into the argv in
 * place of the variable, so trust pins the plugin's files) and the variables that name it.
 */
export interface PluginRoot {
  dir: string;
  vars: readonly string[];
  /**
   * The plugin's persistent data directory and the variables naming it, when the harness's layout
   * gives one (an installed Claude Code or Codex plugin, see {@link PluginData}).
   */
  data?: PluginData;
}

/**
 * Characters of a plugin path that sh reads literally in every position, quoted or not. A path
 * with anything else (blanks, quotes, `$`, globs…) would make the harness's text substitution and
 * a shell's expansion differ, so the import is refused rather than guessed.
 */
const PLAIN_PATH = /^\/[A-Za-z0-9_./@%+=:,-]*$/;

/** The plugin root of `dir` for `harness`, or `IMPORT_FAILED` when its path is not plain. */
export function pluginRoot(harness: ForeignHarness, dir: string): PluginRoot {
  if (!PLAIN_PATH.test(dir)) {
    const bad = [...dir].find((c) => !/[A-Za-z0-9_./@%+=:,-]/.test(c)) ?? dir[0];
    throw new HookError(
      'IMPORT_FAILED',
      `${dir}: the plugin directory path contains ${JSON.stringify(bad)}; a shell would read it differently from ${PLUGIN_ROOT_VARS[harness].join(' / ')} substituted as text, so the import cannot say which path the hooks use. Import from a path made of letters, digits and _ . / @ % + = : , -`,
      { details: { file: dir } },
    );
  }
  return { dir, vars: PLUGIN_ROOT_VARS[harness] };
}

/** Where `env` is: the program that sets a plugin's root variables for its hook. */
export const ENV_PROGRAM = '/usr/bin/env';

/**
 * `argv` run with the plugin's root variables set to its directory (`/usr/bin/env VAR=<dir> …`),
 * as the harness sets them for every plugin hook: a script that reads `$CLAUDE_PLUGIN_ROOT` from
 * its environment finds its plugin, not an empty value. The path is plain (see {@link pluginRoot}).
 */
export function withPluginEnv(argv: readonly string[], root: PluginRoot): string[] {
  const data = root.data === undefined ? [] : root.data.vars.map((n) => `${n}=${root.data?.dir}`);
  return [ENV_PROGRAM, ...root.vars.map((name) => `${name}=${root.dir}`), ...data, ...argv];
}

/** The report line saying which variables an imported plugin hook gets, and their value. */
export function pluginEnvWarning(root: PluginRoot): string {
  const made = root.data?.created
    ? 'created by the import'
    : 'which the harness does not create, nor does the import';
  const data =
    root.data === undefined
      ? ''
      : `, and ${root.data.vars.join(' and ')} to ${root.data.dir} (its data directory, ${made})`;
  return `${root.vars.join(' and ')} set to ${root.dir}${data} for this hook (through ${ENV_PROGRAM}), as the harness sets ${root.vars.length > 1 || data ? 'them' : 'it'} for plugin hooks`;
}

/** `text` with every `${VAR}` of the plugin's variables replaced by its directory. */
export function substitutePluginRoot(text: string, root: PluginRoot): string {
  let out = text;
  for (const name of root.vars) out = out.split(`\${${name}}`).join(root.dir);
  for (const name of root.data?.vars ?? [])
    out = out.split(`\${${name}}`).join(root.data?.dir ?? '');
  return out;
}

/** Why a command naming a plugin root cannot be translated without (or despite) `--plugin`. */
export function pluginRootConstruct(
  name: string,
  harness: ForeignHarness,
  root: PluginRoot | undefined,
): string | undefined {
  if (name === 'CODEX_PLUGIN_ROOT') {
    return `the expansion \`$CODEX_PLUGIN_ROOT\`, which Codex does not set (it sets PLUGIN_ROOT and CLAUDE_PLUGIN_ROOT): the harness runs it as an empty string`;
  }
  if (name === 'CODEX_PLUGIN_DATA') {
    return `the expansion \`$CODEX_PLUGIN_DATA\`, which Codex does not set (it sets PLUGIN_DATA and CLAUDE_PLUGIN_DATA): the harness runs it as an empty string`;
  }
  // A plugin read from a directory (--plugin DIR) has no installed id, so no data directory.
  if (PLUGIN_DATA_VARS[harness].includes(name) && root !== undefined && root.data === undefined) {
    return `the plugin data directory \`$${name}\` (known only for a plugin the harness has installed: li hooks import ${harness}, without --plugin)`;
  }
  if (!PLUGIN_ROOT_VARS[harness].includes(name)) return undefined;
  if (root === undefined) {
    return `the plugin root \`$${name}\` (known only when the plugin is imported: li hooks import ${harness} --plugin DIR)`;
  }
  return undefined;
}
