/**
 * Structured logs: one JSON object per line on stdout (errors on stderr). Callers pass fields, never tokens,
 * passwords or request bodies.
 */
export type LogFields = Record<string, unknown>;

export interface Logger {
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

export interface LogLine extends LogFields {
  level: 'info' | 'warn' | 'error';
  msg: string;
  time: string;
}

/** Errors become plain fields (message, stack) so JSON.stringify keeps them. */
function plain(fields: LogFields | undefined): LogFields {
  if (!fields) return {};
  const out: LogFields = {};
  for (const [key, value] of Object.entries(fields)) {
    out[key] = value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
  }
  return out;
}

export function createLogger(write: (line: LogLine) => void): Logger {
  const emit = (level: LogLine['level']) => (msg: string, fields?: LogFields) =>
    write({ level, msg, time: new Date().toISOString(), ...plain(fields) });
  return { info: emit('info'), warn: emit('warn'), error: emit('error') };
}

/** The process logger: stdout for info, stderr for warnings and errors. */
export const consoleLogger = createLogger((line) => {
  const stream = line.level === 'info' ? process.stdout : process.stderr;
  stream.write(`${JSON.stringify(line)}\n`);
});

/** A logger that keeps lines in memory (tests read what was logged). */
export function memoryLogger(): Logger & { lines: LogLine[] } {
  const lines: LogLine[] = [];
  return { lines, ...createLogger((line) => lines.push(line)) };
}
