import type { ProjectApproval } from './project-approval.js';
import { readTrustList } from './trust-list.js';

/** The user-file key holding approvals of projects' own hooks and MCP servers (C-9). */
export const PROJECT_APPROVALS_KEY = 'trusted_project_settings';

/**
 * Records in the user settings file that the project's own hooks and MCP servers, as `approval`
 * saw them, are approved: one item `{project, digest}` per project (an earlier digest of the same
 * project is replaced in place). Written through config's locked, comment-preserving
 * `editSettingsFile` (created 0600 when absent). Returns whether the file changed.
 */
export async function approveProjectSettings(
  userFile: string,
  approval: Pick<ProjectApproval, 'project' | 'digest'>,
): Promise<boolean> {
  const item = { project: approval.project, digest: approval.digest };
  const { editSettingsFile } = await import('@lionagi/hooks-config');
  const { changed } = await editSettingsFile(userFile, (doc) => {
    const raw = readTrustList(doc, userFile, PROJECT_APPROVALS_KEY);
    if (raw === undefined) {
      doc.set(PROJECT_APPROVALS_KEY, doc.createNode([item]));
      return;
    }
    const at = raw.findIndex(
      (r) =>
        r !== null &&
        typeof r === 'object' &&
        (r as { project?: unknown }).project === item.project,
    );
    if (at < 0) doc.addIn([PROJECT_APPROVALS_KEY], doc.createNode(item));
    else doc.setIn([PROJECT_APPROVALS_KEY, at], doc.createNode(item));
  });
  return changed;
}
