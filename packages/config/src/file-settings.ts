import type { McpServerConfig } from './mcp-servers.js';
import type {
  ConfigDiagnostic,
  LegacyHookEntry,
  NotImportedRecord,
  ResolvedHookEntry,
} from './types.js';

/** What one settings file contributes before the user and project files are merged. */
export interface FileSettings {
  hooks: ResolvedHookEntry[];
  legacy: LegacyHookEntry[];
  notImported: NotImportedRecord[];
  trusted: unknown[];
  /** Raw items of `trusted_project_settings` (user file only). */
  trustedProjects: unknown[];
  mcp: Record<string, McpServerConfig>;
  /** Where each MCP server is defined, for the override warning. */
  mcpAt: Record<string, { line: number; column: number }>;
  errors: ConfigDiagnostic[];
  warnings: ConfigDiagnostic[];
}

/** An absent (or empty) file. */
export const EMPTY: FileSettings = {
  hooks: [],
  legacy: [],
  notImported: [],
  trusted: [],
  trustedProjects: [],
  mcp: {},
  mcpAt: {},
  errors: [],
  warnings: [],
};
