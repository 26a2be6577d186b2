/** The tests outside the bench suite that inject the rows of `hostile-wiring-faults.ts`. */
export const HOSTILE_WIRING_TESTS = [
  'packages/trust/test/wiring-pins.test.ts',
  'packages/trust/test/python-interop.test.ts',
  'packages/trust/test/hook-file-safety.test.ts',
  'packages/trust/src/http-warnings.test.ts',
  'apps/agent/test/guard-files.test.ts',
  'apps/agent/test/guard-shadow-files.test.ts',
  'apps/agent/test/project-approval.test.ts',
  'apps/agent/test/terminal-escapes.test.ts',
  'apps/cli/test/terminal-escapes.test.ts',
];
