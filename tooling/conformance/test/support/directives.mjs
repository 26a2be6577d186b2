// The directive language shared by every fake model of the live suite (the same lines li-agent's
// scripted provider reads): `@tool NAME {json}`, `@tools [{"name":…,"input":…}]`, `@final TEXT`,
// `@fail STATUS MESSAGE` (the request is answered with that HTTP status and an API error body).

/**
 * The directive lines of a prompt, in order.
 * @param {string} text
 * @returns {Array<{kind: 'calls', calls: Array<{name: string, input: object}>} | {kind: 'final', text: string} | {kind: 'fail', status: number, message: string}>}
 */
export function parseDirectives(text) {
  const out = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    const match = /^@(tool|tools|final|fail)(?:\s+(.*))?$/.exec(line);
    if (!match) continue;
    const rest = match[2]?.trim() ?? '';
    if (match[1] === 'final') out.push({ kind: 'final', text: rest });
    else if (match[1] === 'fail') {
      const [, status = '500', message = ''] = /^(\d{3})\s*(.*)$/.exec(rest) ?? [];
      out.push({ kind: 'fail', status: Number(status), message });
    } else if (match[1] === 'tools') out.push({ kind: 'calls', calls: JSON.parse(rest) });
    else {
      const [, name, json] = /^(\S+)\s*(.*)$/.exec(rest) ?? [];
      out.push({ kind: 'calls', calls: [{ name, input: json ? JSON.parse(json) : {} }] });
    }
  }
  return out;
}
