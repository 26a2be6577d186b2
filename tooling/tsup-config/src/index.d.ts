import type { Options } from 'tsup';

/** Preset for a published library: ESM only, Node 20, declarations, dependencies external. */
export declare function lib(overrides?: Options): Options;
/** Preset for a bundled command-line entry with lazily loaded chunks. */
export declare function cli(program: string, overrides?: Options): Options;
/**
 * Preset for a program's one-file launcher: its `import()`s escape to the full program (`escapeModule`,
 * `full`), or, without one, each is mapped (`inline`, `chunks`, `esm`).
 */
export declare function launcher(
  options: {
    entry: Record<string, string>;
    escapeModule?: string;
    full?: string;
    fullFile?: string;
    inline?: string[];
    /** The bundle a {@link bin} runs from a V8 code cache: no shebang, `import()` as `require()`. */
    codeCached?: boolean;
    /** Specifier to a CommonJS file beside the launcher, `require`d when the call reaches it. */
    chunks?: Record<string, string>;
    /** Specifier to an ES module of the full program's build beside the launcher, `import()`ed when reached. */
    esm?: Record<string, string>;
    /**
     * Specifier of a static import to a CommonJS file beside the launcher, required at its start;
     * its bin serves it as a module loaded when one of its exports is first read.
     */
    lazy?: Record<string, string>;
  },
  overrides?: Options,
): Options;
/** Preset for a program's small CommonJS bin in front of a `codeCached` launcher. */
export declare function bin(entry: Record<string, string>, overrides?: Options): Options;
