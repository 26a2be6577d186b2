import { type NamedTool, toolNamesIn } from '@lionagi/hooks-profile';

/** The reference agent's built-in tools as its tool registry declares them (test data). */
export const TOOLS: readonly NamedTool[] = [
  { name: 'bash', harnessNames: { claude: 'Bash', codex: 'Bash' } },
  { name: 'read_file', harnessNames: { claude: 'Read' } },
  { name: 'write_file', harnessNames: { claude: 'Write' } },
  { name: 'edit_file', harnessNames: { claude: 'Edit' } },
];

/** The tool-name set a translation of `harness` checks matchers against. */
export const namesFor = (harness: 'claude' | 'codex', tools = TOOLS) => ({
  names: toolNamesIn(tools, harness),
});
