import { isAbsolute, resolve } from 'node:path';

/** Resolves a tool's `file_path` against the project directory (absolute paths are kept). */
export function projectPath(projectDir: string, filePath: string): string {
  return isAbsolute(filePath) ? filePath : resolve(projectDir, filePath);
}
