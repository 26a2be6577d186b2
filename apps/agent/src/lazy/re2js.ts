// Imported by li-agent's program when the settings hold a regex matcher (see openai.ts).
export { RE2JS } from 're2js';
