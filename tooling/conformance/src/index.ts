export { describeExpectation } from './describe.js';
export {
  CLAUDE_FIELD_COMPAT,
  type ClaudeFieldCompat,
  CODEX_INPUT_COMPAT,
  CODEX_INPUT_SCHEMA_FILES,
  CODEX_V2_INPUT_SCHEMA_FILES,
  COMPAT_EVENTS,
  type CodexInputCompat,
  type CompatEvent,
  claudeFieldCompat,
  codexInputCompat,
  compileSchema,
} from './envelope-compat.js';
export { BRIDGE_CELL, liveCells, versionAtLeast } from './live-cells.js';
export {
  changedFacets,
  classifyExact,
  classifyLive,
  type FacetValues,
  type LiveClass,
  type LiveComparison,
} from './live-compare.js';
export {
  ENVELOPE_RECORDER_ROWS,
  type LiveCoverage,
  liveCoverage,
  NOT_LIVE,
  renderNotLiveSection,
} from './live-coverage.js';
export {
  diffFieldTypes,
  diffSchemaFields,
  type FieldDiff,
  fieldTypesOf,
  jsonType,
  noDrift,
} from './live-envelopes.js';
export {
  type EnvelopeDriftRow,
  type LiveReport,
  type LiveReportRow,
  type LiveSide,
  liveCounts,
  mergeLiveDoc,
  renderDriftSection,
  renderLiveSection,
} from './live-report.js';
export { type Facet, LIVE_ROWS, type LiveRow, TOOL_OUTPUT_MARK } from './live-rows.js';
export { renderConformanceDoc, type UnnamedDifference, unnamedDifferences } from './render.js';
export {
  AREAS,
  type Area,
  type Expectation,
  type FieldCheck,
  type HarnessCell,
  type HookRunExpectation,
  type JsonType,
  type Relation,
  type Row,
  type RunSpec,
  type TextMatch,
  type ToolCallExpectation,
} from './row.js';
export { ROWS, rowById } from './rows.js';
export { ENVELOPE_RUN } from './rows-envelope.js';
export {
  fixture,
  type GroupSpec,
  type HookEntrySpec,
  type HooksSpec,
  MCP_ECHO,
  oneGroup,
  RECORDER,
  script,
  settingsYaml,
} from './scenario.js';
