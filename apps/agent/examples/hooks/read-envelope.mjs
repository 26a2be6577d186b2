// Shared by the example hooks: read the whole stdin envelope (a hook must parse, not line-split).
export async function readEnvelope() {
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  return JSON.parse(text);
}
