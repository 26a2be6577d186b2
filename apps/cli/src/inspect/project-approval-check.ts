import type { LoadedSettings } from '@lionagi/hooks-config';
import {
  type ProjectApproval,
  projectApproval,
  REQUIRE_PROJECT_APPROVAL_ENV,
  requiresProjectApproval,
} from '@lionagi/hooks-trust/status';
import type { Finding } from './findings.js';

/** The fix every unapproved state names. */
const FIX_COMMAND = 'li hooks trust --project';

/** The project approval (C-9) as `li hooks list --json` and `doctor --json` carry it. */
export interface ProjectApprovalReport {
  status: ProjectApproval['status'];
  project: string;
  digest: string;
}

/** The project approval of `settings` as a report field. */
export function projectApprovalReport(settings: LoadedSettings): ProjectApprovalReport {
  const { status, project, digest } = projectApproval(settings);
  return { status, project, digest };
}

/**
 * One line on the project's own hooks and MCP servers (C-9): approved, not approved, or changed
 * since the approval, with the fix; `undefined` when the project file defines none. `shown` is
 * how the project file is named (default: its path).
 */
export function projectApprovalLine(
  settings: LoadedSettings,
  shown?: (file: string) => string,
): string | undefined {
  const approval = projectApproval(settings);
  const path = settings.projectFile ?? approval.project;
  const file = shown ? shown(path) : path;
  switch (approval.status) {
    case 'not-needed':
      return undefined;
    case 'approved':
      return `Project approval: the hooks and MCP servers of ${file} are approved on this machine (${settings.userFile}).`;
    case 'pending':
      return `Project approval: the hooks and MCP servers of ${file} are not approved on this machine; li-agent asks before they run on a terminal (review and approve: ${FIX_COMMAND}).`;
    case 'changed':
      return `Project approval: the hooks and MCP servers of ${file} changed since they were approved on this machine; li-agent asks again before they run on a terminal (review and approve: ${FIX_COMMAND}).`;
  }
}

/**
 * `doctor`'s finding on the project approval, only when the environment requires it
 * (`LIONAGI_REQUIRE_PROJECT_APPROVAL`): every session in the project then refuses to start, an
 * error. Without it the state is a line of its own (see {@link projectApprovalLine}): a terminal
 * asks, and runs without one start the hooks as ADR-0048 D7 does.
 */
export function projectApprovalFinding(
  settings: LoadedSettings,
  env: NodeJS.ProcessEnv,
): Finding | undefined {
  const approval = projectApproval(settings);
  if (approval.status === 'approved' || approval.status === 'not-needed') return undefined;
  if (!requiresProjectApproval(env)) return undefined;
  const what =
    approval.status === 'changed'
      ? 'changed since they were approved on this machine'
      : 'are not approved on this machine';
  return {
    severity: 'error',
    code: approval.status === 'changed' ? 'project-approval-changed' : 'project-approval-pending',
    event: null,
    command: null,
    file: settings.projectFile ?? null,
    line: null,
    message: `the project's own hooks and MCP servers ${what}, and ${REQUIRE_PROJECT_APPROVAL_ENV} requires the approval: every session in ${approval.project} refuses to start`,
    fix: `review and approve them with ${FIX_COMMAND} in ${approval.project}`,
  };
}
