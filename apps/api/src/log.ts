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

/**
 * A database message without the values it quotes: PostgreSQL writes the offending input after a colon
 * (`invalid input syntax for type integer: "…"`), while names of columns and tables carry no colon before them.
 */
const withoutQuotedValues = (message: string) => message.replace(/:\s*"(?:[^"\\]|\\.)*"/g, ': "…"');

/** The frames of a stack, without its first lines (they repeat the message, with whatever values it holds). */
const framesOf = (stack: string | undefined) =>
  stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');

/**
 * An error as log fields. A failed query (drizzle's error: `query`, `params`, the driver's error as `cause`) is
 * logged by its SQL text, which holds placeholders only, and its SQLSTATE: never its parameters, which are the
 * request's values (a password hash, a platform token). Other errors keep their message and their frames.
 */
export function errorFields(error: Error): LogFields {
  const cause = error.cause instanceof Error ? (error.cause as Error & { code?: unknown }) : undefined;
  if ('query' in error && 'params' in error) {
    return {
      name: error.name,
      message: `Failed query: ${String(error.query)}`,
      ...(cause && { code: cause.code, cause: withoutQuotedValues(cause.message) }),
      stack: framesOf(error.stack),
    };
  }
  return {
    name: error.name,
    message: withoutQuotedValues(error.message),
    ...(cause && { cause: withoutQuotedValues(cause.message) }),
    stack: framesOf(error.stack),
  };
}

/** Errors become plain fields so JSON.stringify keeps them (and only what may be logged of them). */
function plain(fields: LogFields | undefined): LogFields {
  if (!fields) return {};
  const out: LogFields = {};
  for (const [key, value] of Object.entries(fields)) out[key] = value instanceof Error ? errorFields(value) : value;
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
