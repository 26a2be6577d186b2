import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FunctionCalling } from './function-calling.js';
import { PermissionDeniedError } from './permission-denied.js';
import { defineTool } from './tool.js';

function recordingTool(log: string[]) {
  return defineTool({
    name: 'shell',
    requestSchema: z.object({ command: z.string() }),
    handler: ({ command }) => {
      log.push(`run:${command}`);
      return { ran: command };
    },
    preprocessors: [
      (args) => {
        log.push(`user-pre:${String(args.command)}`);
        return { command: `${String(args.command)} --safe` };
      },
    ],
    securityPre: (args) => {
      log.push(`security:${String(args.command)}`);
      if (String(args.command).includes('rm')) throw new PermissionDeniedError('rm is blocked');
      return undefined;
    },
    postprocessors: [(result) => ({ ...(result as object), post: true })],
  });
}

describe('FunctionCalling', () => {
  it('runs user pre-stages, then securityPre last, then the tool and post chain', async () => {
    const log: string[] = [];
    const outcome = await new FunctionCalling(recordingTool(log), { command: 'ls' }).invoke();
    expect(log).toEqual(['user-pre:ls', 'security:ls --safe', 'run:ls --safe']);
    expect(outcome).toEqual({
      status: 'ok',
      arguments: { command: 'ls --safe' },
      output: { ran: 'ls --safe', post: true },
    });
  });

  it('returns a denial from securityPre without running the tool', async () => {
    const log: string[] = [];
    const outcome = await new FunctionCalling(recordingTool(log), { command: 'rm -rf x' }).invoke();
    expect(outcome).toMatchObject({ status: 'denied', stage: 'pre', reason: 'rm is blocked' });
    expect(log).not.toContain('run:rm -rf x --safe');
  });

  it('denies when the final arguments fail the request schema', async () => {
    const log: string[] = [];
    const tool = recordingTool(log);
    tool.addPreprocessor(() => ({ command: 42 }));
    const outcome = await new FunctionCalling(tool, { command: 'ls' }).invoke();
    expect(outcome.status).toBe('denied');
    if (outcome.status === 'denied') {
      expect(outcome.stage).toBe('validation');
      expect(outcome.reason).toContain(
        'arguments of tool "shell" failed validation after rewrites:',
      );
      expect(outcome.reason).toContain('expected string, received number');
    }
    expect(log.filter((l) => l.startsWith('run:'))).toEqual([]);
  });

  it('reports a throwing handler as an error outcome', async () => {
    const tool = defineTool({
      name: 'boom',
      handler: () => {
        throw new Error('disk full');
      },
    });
    const outcome = await new FunctionCalling(tool, {}).invoke();
    expect(outcome).toMatchObject({ status: 'error', error: 'disk full' });
  });

  it('denies when a pre-stage returns something that is not an argument object', async () => {
    const tool = defineTool({ name: 'odd', handler: () => 1, preprocessors: [() => [1] as never] });
    const outcome = await new FunctionCalling(tool, {}).invoke();
    expect(outcome).toMatchObject({
      status: 'denied',
      reason: 'a pre-stage of tool "odd" returned an array instead of an argument object',
    });
  });
});
