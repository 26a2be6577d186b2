// Imported by li-agent's program when it starts an MCP server (see openai.ts).
export * from '@modelcontextprotocol/sdk/client/stdio.js';
