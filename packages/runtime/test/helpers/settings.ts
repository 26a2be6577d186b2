import { fixture } from './project.js';

/** One `hooks_external` entry to write. */
export interface HookSpec {
  event: string;
  matcher?: string;
  command: string[];
  timeout?: number;
  source?: string;
  async?: boolean;
}

/** A `.lionagi/settings.yaml` text with one matcher group per spec (strings as JSON, valid YAML). */
export function hooksYaml(specs: readonly HookSpec[], extra = ''): string {
  const lines = ['hooks_external:'];
  const events = [...new Set(specs.map((s) => s.event))];
  for (const event of events) {
    lines.push(`  ${event}:`);
    for (const spec of specs.filter((s) => s.event === event)) {
      lines.push(
        spec.matcher === undefined
          ? '    - hooks:'
          : `    - matcher: ${JSON.stringify(spec.matcher)}`,
      );
      if (spec.matcher !== undefined) lines.push('      hooks:');
      lines.push('        - type: command');
      lines.push(`          command: ${JSON.stringify(spec.command)}`);
      if (spec.timeout !== undefined) lines.push(`          timeout: ${spec.timeout}`);
      if (spec.source !== undefined) lines.push(`          source: ${spec.source}`);
      if (spec.async !== undefined) lines.push(`          async: ${spec.async}`);
    }
  }
  return `${lines.join('\n')}\n${extra}`;
}

/** argv of the scriptable fixture hook: `node hook.mjs <record> <mode> [arg]`. */
export function hookArgv(record: string, mode: string, arg?: unknown): string[] {
  const tail = arg === undefined ? [] : [typeof arg === 'string' ? arg : JSON.stringify(arg)];
  return [process.execPath, fixture('hook.mjs'), record, mode, ...tail];
}

/** argv of the recorder hook: appends its stdin to `record`. */
export function recorderArgv(record: string): string[] {
  return [process.execPath, fixture('record-stdin.mjs'), record];
}

/** PreToolUse stdout that rewrites the input. */
export function rewriteOutput(updatedInput: Record<string, unknown>): unknown {
  return {
    hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'allow', updatedInput },
  };
}
