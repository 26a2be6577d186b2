// ES modules of li-agent's build that its program (dist/li-agent-main.cjs, one CommonJS bundle run
// from a V8 code cache) imports when a call reaches them, never at start: each `import()` of the
// program is mapped to one of these in tsup.config.ts. This one: the OpenAI provider's SDK.
export { default } from 'openai';
