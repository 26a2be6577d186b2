// The main entry point's matcher: the same `compileMatcher` as `/core`'s, with RE2 loaded as this
// module is, so every program that imports `@lionagi/hooks-profile` compiles regex matchers at
// once, synchronously. (`/core` leaves RE2 out until `loadMatcherEngine()`: `li hooks list` of a
// file without regex matchers never loads it.) Also its own door, `@lionagi/hooks-profile/matcher-eager`,
// for the exec dispatcher, which compiles a raw regex matcher at once without the zod schemas.
import { RE2JS } from 're2js';
import { compileMatcher as compile, useMatcherEngine } from './matcher.js';

useMatcherEngine(RE2JS);

/** {@inheritDoc compile} */
export const compileMatcher: typeof compile = compile;
