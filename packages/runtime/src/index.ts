// The audit log lives with the run records it stores (@lionagi/hooks-exec): one format for every writer.
export {
  type AuditableHookRun,
  defaultHookAuditPath,
  HOOK_AUDIT_MAX_BYTES,
  HookAuditLog,
  type HookAuditRecord,
  lionagiHome,
  type ReadHookAuditOptions,
  readHookAudit,
  toAuditRecord,
} from '@lionagi/hooks-exec';
// What a configured hook executes or pins (the agent's file tools refuse to change it), the
// first-run approval of a project's own hooks and MCP servers (profile clarification C-9), and
// the check the session's dispatchers run, for a host's start line to say the same words.
export {
  approveProjectSettings,
  createDigestCache,
  createProgramCheck,
  type HookFile,
  hookFiles,
  ownsPath,
  type ProjectApproval,
  projectApproval,
  REQUIRE_PROJECT_APPROVAL_ENV,
  requiresProjectApproval,
} from '@lionagi/hooks-trust';
export { ActionManager, type ActionManagerOptions } from './action-manager.js';
export {
  type ArgumentCheck,
  checkJsonSchemaTopLevel,
  checkToolArguments,
} from './argument-check.js';
export {
  ASYNC_HOOK_DRAIN_MS,
  ASYNC_HOOK_QUEUE_LIMIT,
  type AsyncHookJob,
  AsyncHookQueue,
  type AsyncHookQueueOptions,
  type AsyncHookSink,
} from './async-hook-queue.js';
export { ASYNC_NOTE } from './async-hooks.js';
export { Branch, type BranchOptions } from './branch.js';
export type {
  BranchHost,
  ChatOptions,
  ChatResult,
  CommunicateOptions,
  CommunicateResult,
  OperateOptions,
  OperateResult,
  ReactEnd,
  ReactOptions,
  ReactResult,
  RunOptions,
} from './branch-types.js';
export {
  COMPACT_INSTRUCTION,
  COMPACT_SUMMARY_HEAD,
  type CompactOptions,
  type CompactResult,
  compactBranch,
} from './compaction.js';
export {
  budgetChars,
  CHARS_PER_TOKEN,
  type ContextBudget,
  contextChars,
} from './context-budget.js';
export {
  type EnvelopeSession,
  notificationEnvelope,
  permissionRequestEnvelope,
  postToolUseEnvelope,
  postToolUseFailureEnvelope,
  preToolUseEnvelope,
  sessionEndEnvelope,
  sessionStartEnvelope,
  stopEnvelope,
  userPromptSubmitEnvelope,
} from './envelopes.js';
export {
  type BatchCall,
  postToolBatchEnvelope,
  stopFailureEnvelope,
  stopFailureKind,
} from './envelopes-batch.js';
export {
  postCompactEnvelope,
  preCompactEnvelope,
  type SubagentFields,
  subagentStartEnvelope,
  subagentStopEnvelope,
} from './envelopes-v3.js';
export { attachExternalHooks, type ExternalHooks, getExternalHooks } from './external-hooks.js';
export { createExternalToolLayer } from './external-tool-layer.js';
export {
  FunctionCalling,
  type FunctionCallingOptions,
  type FunctionCallOutcome,
} from './function-calling.js';
export {
  type BlockingOutcome,
  HookBus,
  type HookBusOptions,
  type SignalObserver,
} from './hook-bus.js';
export { createHookHost, type HookHost, type HookHostOptions } from './hook-host.js';
export {
  BLOCKING_POINTS,
  type BlockingPoint,
  type HookHandler,
  type HookHandlerResult,
  type HookPayloads,
  HookPoint,
  type HookSignal,
  isBlockingPoint,
} from './hook-points.js';
export { describeCallResult } from './invoke-pipeline.js';
export { createLegacyToolLayer, type LegacyLayerOptions } from './legacy-tool-layer.js';
export {
  type CompactPayload,
  type CompactTrigger,
  LifecycleSeams,
  type PostCompactPayload,
  type PreCompactAnswer,
  type SubagentIdentity,
  type SubagentStartAnswer,
  type SubagentStartPayload,
  type SubagentStopPayload,
  type ToolBatchAnswer,
  type ToolBatchPayload,
  type TurnFailurePayload,
} from './lifecycle-seams.js';
export { defaultTranscriptPath } from './lionagi-home.js';
export { createMemoryLogger, type Logger, type MemoryLogger, stderrLogger } from './logger.js';
export {
  connectMcpServer,
  type McpConnection,
  type McpServerConfig,
  mcpToolName,
} from './mcp-server.js';
export {
  type BranchMessage,
  createMessage,
  type Instruction,
  type MessageKind,
  renderInstruction,
} from './messages.js';
export { neverFiringHooks } from './never-firing-hooks.js';
export {
  denialReason,
  isPermissionDeniedError,
  PermissionDeniedError,
  type PermissionDeniedOptions,
} from './permission-denied.js';
export {
  type ApprovalRequest,
  type Approver,
  type AskSurface,
  type PermissionDecider,
  type PermissionRecord,
  resolveAsk,
} from './permission-flow.js';
export type {
  ModelMessage,
  ModelProvider,
  ModelRequest,
  ModelResponse,
  StreamChunk,
  ToolCallRequest,
  ToolSchema,
} from './provider.js';
export { REACT_CONTINUE, REACT_FINAL } from './react-loop.js';
export {
  AGENT_HOST_EVENTS,
  BUILTIN_HARNESS_NAMES,
  BUILTIN_TOOL_NAMES,
  BUILTIN_TOOLS,
  type BuiltinToolName,
} from './reference-agent.js';
export { Session } from './session.js';
export type { SessionOptions } from './session-options.js';
export {
  STOP_FEEDBACK_KIND,
  type StopGate,
  type StopPayload,
  type StopSeam,
  stopLoop,
} from './stop-loop.js';
export { type ParseAttempt, parseStructured, repairInstruction } from './structured-output.js';
export {
  DEFAULT_AGENT_TYPE,
  DEFAULT_SUBAGENT_TURNS,
  newAgentId,
  runSubagent,
  type SubagentRequest,
  type SubagentResult,
  subagentTranscriptPath,
} from './subagent.js';
export { SUMMARY_LIMIT, summarize } from './summarize.js';
export {
  defineTool,
  type FunctionToolOptions,
  functionTool,
  Tool,
  type ToolArguments,
  type ToolPostprocessor,
  type ToolPreprocessor,
  type ToolRunContext,
  type ToolSpec,
} from './tool.js';
export type {
  DeniedBy,
  InvokeContext,
  ToolCallInfo,
  ToolCallResult,
  ToolHookLayer,
  ToolPostNotes,
  ToolPreDecision,
} from './tool-layer.js';
export { readTranscript, Transcript, type TranscriptEntry } from './transcript.js';
export {
  consumeTurnOrigin,
  internalTurn,
  mintTurnToken,
  type OperationContext,
  type OriginDisposition,
  originateTurn,
  TurnOrigin,
  type TurnToken,
} from './turn-origin.js';
