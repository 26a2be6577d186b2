import { CLAUDE_CODE_EVENT_AUDIT, type ClaudeCodeEventAudit } from './claude-code-event-audit.js';
import { EVENT_CATALOGUE, HARNESS_EVENTS_WITHOUT_SEAM, isProfileEvent } from './events.js';

/** The verdict cell and the reason cell of one audited event, as the code decides them now. */
export function auditedVerdict(row: ClaudeCodeEventAudit): { verdict: string; reason: string } {
  if (isProfileEvent(row.name)) {
    return { verdict: 'mapped', reason: `seam: ${EVENT_CATALOGUE[row.name].seam}` };
  }
  if (row.verdict === 'profile-v3') {
    return {
      verdict: 'refused until profile v3',
      reason: HARNESS_EVENTS_WITHOUT_SEAM[row.name] ?? 'no reason recorded',
    };
  }
  return {
    verdict: row.verdict === 'emit-site' ? 'refused; the moment exists' : 'refused; no such moment',
    reason: row.reason ?? 'no reason recorded',
  };
}

function cell(text: string): string {
  return text.replaceAll('|', '\\|');
}

/**
 * The audit table of docs/import.md: each Claude Code event profile v2 gave no seam, what Claude
 * Code fires it for, li-agent's nearest moment, the verdict and the reason the refusal names.
 */
export function renderClaudeCodeEventAudit(): string {
  const rows = CLAUDE_CODE_EVENT_AUDIT.map((row) => {
    const { verdict, reason } = auditedVerdict(row);
    return `| ${row.name} | ${cell(row.fires)} | ${cell(row.nearest)} | ${verdict} | ${cell(reason)} |`;
  });
  return [
    "| Event | Claude Code fires it for | li-agent's nearest moment | Verdict | Reason (what the refusal says) |",
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
