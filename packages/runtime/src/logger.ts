/** Where the runtime reports failures it isolates (failed handlers, broken observers, audit I/O). */
export interface Logger {
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

function write(level: string, message: string, details?: Record<string, unknown>): void {
  const tail = details === undefined ? '' : ` ${safeJson(details)}`;
  process.stderr.write(`[lionagi ${level}] ${message}${tail}\n`);
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

/** The default logger: one line per report on stderr. */
export const stderrLogger: Logger = {
  warn: (message, details) => write('warn', message, details),
  error: (message, details) => write('error', message, details),
};

/** A logger that keeps every report in memory, for tests and embedding applications. */
export interface MemoryLogger extends Logger {
  readonly entries: {
    level: 'warn' | 'error';
    message: string;
    details?: Record<string, unknown>;
  }[];
}

/** Creates a {@link MemoryLogger}. */
export function createMemoryLogger(): MemoryLogger {
  const entries: MemoryLogger['entries'] = [];
  return {
    entries,
    warn: (message, details) => {
      entries.push({ level: 'warn', message, ...(details ? { details } : {}) });
    },
    error: (message, details) => {
      entries.push({ level: 'error', message, ...(details ? { details } : {}) });
    },
  };
}
