// The functions of zod's core li-agent's program calls (the runtime's, on a zod schema in hand: a
// tool's arguments that fail their check, a structured answer), in a CommonJS file of their own
// (dist/li-agent-zod-core.cjs) that the bin loads, from its own V8 code cache, when one is first
// called: `li-agent -p '@final hi'` loads no zod (li-agent-bin.ts).
export { prettifyError, toJSONSchema } from 'zod/v4/core';
