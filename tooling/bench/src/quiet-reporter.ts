import type { UserConsoleLog } from 'vitest';
import type { Reporter, TestModule, TestRunEndReason } from 'vitest/node';

/**
 * The reporter of `pnpm bench`: prints what the run itself writes (its goal lines and where the
 * document went) and, when something failed, each failure with its error; none of Vitest's own
 * banner, progress or summary lines.
 */
// biome-ignore lint/style/noDefaultExport: Vitest loads the default export of a --reporter file
export default class QuietReporter implements Reporter {
  onUserConsoleLog(log: UserConsoleLog): void {
    (log.type === 'stderr' ? process.stderr : process.stdout).write(log.content);
  }

  onTestRunEnd(
    modules: ReadonlyArray<TestModule>,
    unhandled: ReadonlyArray<{ message?: string; stack?: string }>,
    reason: TestRunEndReason,
  ): void {
    for (const module of modules) {
      for (const error of module.errors())
        process.stderr.write(`${module.moduleId}: ${error.stack ?? error.message}\n`);
      for (const test of module.children.allTests()) {
        const result = test.result();
        if (result.state !== 'failed') continue;
        process.stderr.write(`FAILED ${test.fullName}\n`);
        for (const error of result.errors)
          process.stderr.write(`${error.stack ?? error.message}\n`);
      }
    }
    for (const error of unhandled) process.stderr.write(`${error.stack ?? error.message}\n`);
    if (reason !== 'passed') process.stderr.write(`pnpm bench: ${reason}\n`);
  }
}
