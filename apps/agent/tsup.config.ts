import { readFileSync } from 'node:fs';
import { bin, cli, launcher } from '@lionagi/tsup-config';
import { defineConfig } from 'tsup';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const define = { __AGENT_VERSION__: JSON.stringify(version) };

/**
 * What li-agent's program imports when a call reaches it, never at start: each `import()` of the
 * program (its own and its packages') to an ES module of the build beside it (src/lazy/).
 */
const lazy = {
  openai: 'li-agent-openai',
  '@anthropic-ai/sdk': 'li-agent-anthropic',
  './tool-input-schemas.js': 'li-agent-tool-schemas',
  // The settings parser (yaml, the zod schemas), config's lazily imported module.
  './parse-settings-file.js': 'li-agent-settings',
  re2js: 'li-agent-re2js',
  '@modelcontextprotocol/sdk/client/index.js': 'li-agent-mcp-client',
  '@modelcontextprotocol/sdk/client/stdio.js': 'li-agent-mcp-stdio',
  '@modelcontextprotocol/sdk/validation/ajv': 'li-agent-mcp-ajv',
  // Trust's reads and edits of the user's records.
  '@lionagi/hooks-config': 'li-agent-config',
} as const;

// dist/li-agent.cjs (the bin, li-agent-bin.ts) runs the program, dist/li-agent-main.cjs (main.ts,
// one CommonJS bundle), from a V8 code cache, and zod's core, dist/li-agent-zod-core.cjs, from its
// own when first used; what the program imports later are ES modules of the build beside it
// (`lazy`), with their chunks.
export default defineConfig([
  cli('li-agent', {
    entry: {
      'li-agent-openai': 'src/lazy/openai.ts',
      'li-agent-anthropic': 'src/lazy/anthropic.ts',
      'li-agent-tool-schemas': 'src/tools/tool-input-schemas.ts',
      // Not a public entry point of @lionagi/hooks-config: the module its loader imports lazily.
      'li-agent-settings': '../../packages/config/src/parse-settings-file.ts',
      'li-agent-re2js': 'src/lazy/re2js.ts',
      'li-agent-mcp-client': 'src/lazy/mcp-client.ts',
      'li-agent-mcp-stdio': 'src/lazy/mcp-stdio.ts',
      'li-agent-mcp-ajv': 'src/lazy/mcp-ajv.ts',
      'li-agent-config': 'src/lazy/config.ts',
    },
    define,
    clean: ['!li-agent.cjs', '!li-agent-main.cjs', '!li-agent-zod-core.cjs'],
  }),
  bin({ 'li-agent': 'src/li-agent-bin.ts' }),
  launcher(
    {
      entry: { 'li-agent-main': 'src/main.ts' },
      esm: Object.fromEntries(Object.entries(lazy).map(([from, to]) => [from, `./${to}.js`])),
      // Loaded by the bin when first used (the runtime's zod calls, on a schema in hand).
      lazy: { 'zod/v4/core': './li-agent-zod-core.cjs' },
      codeCached: true,
    },
    { define },
  ),
  launcher({ entry: { 'li-agent-zod-core': 'src/lazy/zod-core.ts' }, codeCached: true }),
]);
