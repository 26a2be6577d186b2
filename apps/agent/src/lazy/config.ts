// Imported by li-agent's program when trust reads or writes the user's records (see openai.ts).
export * from '@lionagi/hooks-config';
