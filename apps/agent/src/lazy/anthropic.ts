// Imported by li-agent's program when the Anthropic provider first calls its SDK (see openai.ts).
export { default } from '@anthropic-ai/sdk';
