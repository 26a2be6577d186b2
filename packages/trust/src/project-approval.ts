import { resolve } from 'node:path';
import type { LoadedSettings } from '@lionagi/hooks-config';
import { HookError, PROFILE_EVENTS } from '@lionagi/hooks-profile/core';
import { serializeArgv } from './command-hash.js';
import { realPath } from './resolve.js';
import { isSha256Hex, sha256 } from './sha256-hex.js';
import { subjectOf } from './subjects/trust-subjects.js';

/** The environment variable that makes a run without a terminal require the approval too. */
export const REQUIRE_PROJECT_APPROVAL_ENV = 'LIONAGI_REQUIRE_PROJECT_APPROVAL';

/**
 * Whether the project's own hooks and MCP servers of `settings` are approved on this machine
 * (profile clarification C-9): `not-needed` when the project file defines none; `approved` when
 * the user file holds an approval of this project's real path with this digest; `pending` when
 * it holds none; `changed` when it holds one of another digest.
 */
export interface ProjectApproval {
  status: 'not-needed' | 'approved' | 'pending' | 'changed';
  /** The project's real path: the approval holds there only. */
  project: string;
  /** sha256 of the canonical JSON of the part (see {@link projectPart}). */
  digest: string;
  /** What the part holds, one line each, as the review shows it. */
  lines: string[];
}

/**
 * The part of the project file an approval covers: its project-tier `hooks_external` entries
 * (those without `source`: imported ones have their own trust records), its legacy `hooks:` and
 * its `mcp_servers`, each as the loader read it (comments and layout do not count).
 */
export function projectPart(settings: LoadedSettings): { part: unknown[]; lines: string[] } {
  const part: unknown[] = [];
  const lines: string[] = [];
  for (const event of PROFILE_EVENTS) {
    for (const e of settings.hooks[event] ?? []) {
      if (e.origin.scope !== 'project' || e.tier !== 'project') continue;
      part.push({
        event,
        matcher: e.matcher ?? null,
        type: e.type,
        ...subjectOf(e).projectPin(e),
        async: e.async === true,
        timeout: e.timeoutSec,
        fail_closed: e.failClosed,
        tool_vocabulary: e.toolVocabulary ?? 'lionagi',
      });
      lines.push(
        `${event} hook [${e.matcher ?? '*'}] ${serializeArgv(e.command)} (${e.origin.file}:${e.origin.line})`,
      );
    }
  }
  for (const e of settings.legacyHooks ?? []) {
    if (e.origin.scope !== 'project') continue;
    part.push({ phase: e.phase, tool: e.toolName, command: e.command });
    lines.push(
      `legacy ${e.phase} hook of ${e.toolName} ${serializeArgv(e.command)} (${e.origin.file}:${e.origin.line})`,
    );
  }
  for (const name of [...(settings.projectMcpServers ?? [])].sort()) {
    const server = settings.mcpServers[name];
    if (server === undefined) continue;
    part.push({ mcp_server: name, ...server });
    const env = Object.keys(server.env ?? {});
    lines.push(
      `MCP server ${name}: ${serializeArgv([server.command, ...(server.args ?? [])])}${env.length > 0 ? ` (env ${env.sort().join(', ')})` : ''}`,
    );
  }
  return { part, lines };
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    const obj = value as Record<string, unknown>;
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(obj[k])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The approval state of the project's own hooks and MCP servers (see {@link ProjectApproval}). */
export function projectApproval(settings: LoadedSettings): ProjectApproval {
  const project = realPath(resolve(settings.projectDir));
  const { part, lines } = projectPart(settings);
  const digest = sha256().update(canonical(part)).digest('hex');
  if (part.length === 0) return { status: 'not-needed', project, digest, lines };
  const mine = (settings.trustedProjectSettings ?? []).flatMap((item) => {
    if (item === null || typeof item !== 'object') return [];
    const { project: p, digest: d } = item as Record<string, unknown>;
    return p === project && isSha256Hex(d) ? [d.toLowerCase()] : [];
  });
  const status = mine.includes(digest) ? 'approved' : mine.length > 0 ? 'changed' : 'pending';
  return { status, project, digest, lines };
}

/** Whether the user asked runs without a terminal to require the approval (`=1`, `true`, `yes`). */
export function requiresProjectApproval(env: NodeJS.ProcessEnv): boolean {
  return /^(1|true|yes)$/i.test(env[REQUIRE_PROJECT_APPROVAL_ENV]?.trim() ?? '');
}

/**
 * Fails closed (`UNTRUSTED_HOOK`, nothing of the project started) when `env` requires the
 * approval and the project's hooks or MCP servers are not approved; the message names the fix.
 */
export function assertProjectApproved(settings: LoadedSettings, env: NodeJS.ProcessEnv): void {
  if (!requiresProjectApproval(env)) return;
  const approval = projectApproval(settings);
  if (approval.status === 'approved' || approval.status === 'not-needed') return;
  const what =
    approval.status === 'changed'
      ? 'changed since they were approved on this machine'
      : 'not approved on this machine';
  throw new HookError(
    'UNTRUSTED_HOOK',
    `the hooks and MCP servers of ${settings.projectFile ?? approval.project} are ${what}, and ${REQUIRE_PROJECT_APPROVAL_ENV} requires the approval: nothing of the project was started. Review and approve them with "li hooks trust --project" in ${approval.project}, or by starting li-agent there on a terminal (or unset ${REQUIRE_PROJECT_APPROVAL_ENV} to run project hooks as ADR-0048 D7 does). They are:\n${approval.lines.map((l) => `  ${l}`).join('\n')}`,
    { details: { project: approval.project, digest: approval.digest, status: approval.status } },
  );
}
