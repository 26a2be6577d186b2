/**
 * What the launcher's first attempt at a call could not do itself. In the launcher's bundle every
 * lazily loaded module (an `import()`: the process adapter, the trust gate, `yaml`, zod, RE2, …)
 * is replaced by one that calls {@link fullPathNeeded} and throws, so an attempt that needs one
 * of them is seen, however the verb handled the error, and the call goes to the full program.
 */
// Kept on globalThis: the launcher's second file (launcher-hooks.ts) bundles its own copy of this
// module, and an escape there must be seen by the launcher's.
const NEEDED = Symbol.for('lionagi.launcher.fullPathNeeded');
const slot = globalThis as { [NEEDED]?: string };

/** Records that the attempt needed `module` (the first one wins) and returns the error to throw. */
export function fullPathNeeded(module: string): Error {
  slot[NEEDED] ??= module;
  return new Error(`li launcher: ${module} is loaded by the full program only`);
}

/** The first module the attempt needed and the launcher lacks, or `undefined`. */
export function fullPathWanted(): string | undefined {
  return slot[NEEDED];
}
