/** A plugin version directory name Codex accepts (codex-rs `validate_plugin_version_segment`). */
export const VERSION_DIR = /^[A-Za-z0-9._+-]+$/;

/** SemVer 2.0 (no leading zeros in numbers or numeric pre-release identifiers; build may have them). */
const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[A-Za-z-][0-9A-Za-z-]*)(?:\.(?:0|[1-9]\d*|\d*[A-Za-z-][0-9A-Za-z-]*))*))?(?:\+([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?$/;

const sign = (n: number) => (n > 0 ? 1 : n < 0 ? -1 : 0);
const bytes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const numeric = (a: string, b: string) => {
  const x = BigInt(a);
  const y = BigInt(b);
  return x < y ? -1 : x > y ? 1 : 0;
};

/**
 * Dot-separated identifiers as the Rust `semver` crate orders them: digits-only ones numerically
 * (then the one with more leading zeros after), below any other, which compare in ASCII order; a
 * list that is a prefix of another is less.
 */
function identifiers(a: string, b: string): number {
  const xs = a.split('.');
  const ys = b.split('.');
  for (let i = 0; i < Math.min(xs.length, ys.length); i++) {
    const x = xs[i] as string;
    const y = ys[i] as string;
    const xn = /^\d+$/.test(x);
    const yn = /^\d+$/.test(y);
    const c =
      xn && yn
        ? numeric(x, y) || sign(x.length - y.length)
        : xn !== yn
          ? xn
            ? -1
            : 1
          : bytes(x, y);
    if (c !== 0) return c;
  }
  return sign(xs.length - ys.length);
}

/**
 * How Codex orders two version directories (observed with Codex 0.171.0, ground truth
 * codex/plugins/installed-plugins.md): both SemVer, by the `semver` crate's total order (major,
 * minor, patch numerically; a pre-release below the release; then build metadata, none lowest);
 * otherwise by their bytes (`abc` > `2.0.0`, `1.2` > `1.10`).
 */
export function compareCodexVersions(a: string, b: string): number {
  const x = SEMVER.exec(a);
  const y = SEMVER.exec(b);
  if (x === null || y === null) return bytes(a, b);
  for (let i = 1; i <= 3; i++) {
    const c = numeric(x[i] as string, y[i] as string);
    if (c !== 0) return c;
  }
  const [xp, yp, xb, yb] = [x[4], y[4], x[5], y[5]];
  if (xp !== yp) {
    if (xp === undefined || yp === undefined) return xp === undefined ? 1 : -1;
    const c = identifiers(xp, yp);
    if (c !== 0) return c;
  }
  if (xb === yb) return 0;
  if (xb === undefined || yb === undefined) return xb === undefined ? -1 : 1;
  return identifiers(xb, yb);
}

/**
 * The version directory Codex runs among `names` (in directory order, as Codex reads them):
 * `local` when present, else the greatest by {@link compareCodexVersions}, the first of a run kept
 * unless a later one is greater (so a mix whose order is not total, `0.9`, `0.9.0`, `0.10.0`,
 * resolves as Codex's own pass over the directory does).
 */
export function activeCodexVersion(names: readonly string[]): string | undefined {
  if (names.includes('local')) return 'local';
  let best: string | undefined;
  for (const name of names) {
    if (best === undefined || compareCodexVersions(name, best) > 0) best = name;
  }
  return best;
}
