import { realpathSync } from 'node:fs';
import { opendir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { isPathInside } from '@lionagi/hooks-profile/core';
import { activeCodexVersion, VERSION_DIR } from './codex-plugin-version.js';
import type { InstalledPlugin } from './installed-plugins.js';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The copy Codex runs of `<plugin>@<marketplace>`: `$CODEX_HOME/plugins/cache/<marketplace>/
 * <plugin>/<version>`, the version chosen as Codex chooses it ({@link activeCodexVersion}: `local`
 * first, else the greatest SemVer, or by bytes, over the directories in directory order). Layout
 * observed with Codex 0.169.0 and 0.171.0 (`codex plugin add` from a local marketplace; a reinstall
 * replaces the old version directory).
 */
async function activeInstall(codexHome: string, id: string): Promise<string | undefined> {
  const at = id.lastIndexOf('@');
  if (at <= 0 || at === id.length - 1) return undefined;
  const base = join(codexHome, 'plugins', 'cache', id.slice(at + 1), id.slice(0, at));
  const names: string[] = [];
  try {
    // opendir, not readdir: Codex takes the directories in the order the file system lists them.
    for await (const e of await opendir(base)) {
      if (e.isDirectory() && VERSION_DIR.test(e.name)) names.push(e.name);
    }
  } catch {
    return undefined;
  }
  const version = activeCodexVersion(names);
  return version === undefined ? undefined : join(base, version);
}

/** One `config.toml` layer; `untrusted`: a project layer Codex does not load (the project is not trusted). */
export interface CodexConfigLayer {
  path: string;
  value: unknown;
  untrusted?: boolean;
}

/**
 * The plugins Codex would load: every `[plugins."<plugin>@<marketplace>"]` table of the given
 * `config.toml` layers (user first, then the project's; a later layer's `enabled`, default true,
 * wins, as observed with Codex 0.169.0), with the copy Codex installed under
 * `$CODEX_HOME/plugins/cache`. Enabled and installed plugins come back `imported`; disabled ones
 * and enabled ones with no installed copy carry the reason. An `untrusted` layer decides nothing
 * (Codex loads a project's `.codex/` only in a trusted project): a plugin only it names comes back
 * `skipped`, naming the trust Codex lacks.
 */
export async function codexInstalledPlugins(
  layers: readonly CodexConfigLayer[],
  codexHome: string,
): Promise<InstalledPlugin[]> {
  const enabled = new Map<string, { on: boolean; file: string }>();
  const ignored = new Map<string, string>();
  for (const { path, value, untrusted } of layers) {
    const plugins = isPlainObject(value) ? value.plugins : undefined;
    if (!isPlainObject(plugins)) continue;
    for (const [id, table] of Object.entries(plugins)) {
      if (!isPlainObject(table)) continue;
      if (untrusted) {
        ignored.set(id, path);
        continue;
      }
      // A table without `enabled` enables the plugin (observed with Codex 0.169.0).
      enabled.set(id, { on: table.enabled === undefined || table.enabled === true, file: path });
    }
  }
  const out: InstalledPlugin[] = [];
  for (const [id, file] of ignored) {
    if (enabled.has(id)) continue;
    const reason = `named in ${file}, which Codex does not load: the project is not trusted in Codex (no [projects."<project>"] trust_level = "trusted" in $CODEX_HOME/config.toml)`;
    out.push({ id, status: 'skipped', enabledIn: file, reason });
  }
  for (const [id, { on, file }] of enabled) {
    const dir = await activeInstall(codexHome, id);
    const where = dir === undefined ? {} : { dir };
    if (!on) {
      const reason = `disabled in ${file} ([plugins."${id}"] enabled = false): Codex does not run its hooks`;
      out.push({ id, status: 'disabled', ...where, enabledIn: file, reason });
    } else if (dir === undefined) {
      const cache = join(codexHome, 'plugins', 'cache');
      const reason = `enabled in ${file} but ${cache} holds no installed copy of it`;
      out.push({ id, status: 'not-installed', enabledIn: file, reason });
    } else {
      out.push({ id, status: 'imported', dir, enabledIn: file });
    }
  }
  return out;
}

const realOr = (path: string) => {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
};

/**
 * Whether Codex trusts `projectDir`, so loads its `.codex/` layer: the user's `config.toml` has
 * `[projects."<dir>"] trust_level = "trusted"` for the project directory or a directory holding
 * it (Codex keys trust by the project root, the git root for a repository; "For security, Codex
 * loads project `.codex/` layers only when you trust the project", Codex config docs).
 */
export function codexProjectTrusted(userConfig: unknown, projectDir: string): boolean {
  const projects = isPlainObject(userConfig) ? userConfig.projects : undefined;
  if (!isPlainObject(projects)) return false;
  const project = realOr(projectDir);
  return Object.entries(projects).some(([path, table]) => {
    if (!isPlainObject(table) || table.trust_level !== 'trusted') return false;
    const dir = realOr(path);
    return isPathInside(project, dir);
  });
}
