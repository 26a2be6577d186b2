import type { Options } from 'tsup';

/** Preset for a published library: ESM only, Node 20, declarations, dependencies external. */
export declare function lib(overrides?: Options): Options;
/** Preset for a bundled command-line entry with lazily loaded chunks. */
export declare function cli(program: string, overrides?: Options): Options;
