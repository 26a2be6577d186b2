declare const __LI_VERSION__: string | undefined;

/** The version of `li` (from package.json at build time; `0.0.0-dev` when run from source). */
export const LI_VERSION: string = typeof __LI_VERSION__ === 'string' ? __LI_VERSION__ : '0.0.0-dev';
