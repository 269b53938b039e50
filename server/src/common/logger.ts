import { AsyncLocalStorage } from "node:async_hooks";
import pino, { type DestinationStream, type Logger } from "pino";

/**
 * Structured logging through pino: one JSON line per entry on stderr, `{"time":"…","level":"info","message":"…",…}`,
 * and on every line written while a request is handled, that request's id (`requestId`, see runWithRequestId).
 * Fields are what the caller passes; callers never pass personal data (names, e-mail addresses, identity numbers)
 * or secrets, and the paths below are redacted should one slip through.
 */
export type Level = "debug" | "info" | "warn" | "error";

const LEVELS: readonly Level[] = ["debug", "info", "warn", "error"];

interface RequestContext {
  requestId: string;
  /** The GraphQL operation the work belongs to (app/operation-limits.ts), if any. */
  operation?: object;
}

/**
 * The one async context of a request's work. app/operation-limits.ts keeps its GraphQL operation here rather than in
 * an AsyncLocalStorage of its own: each one more costs every promise of the process, holds' too (about 0.2 µs an
 * await on Node 20, doubling what the first costs).
 */
const requestContext = new AsyncLocalStorage<RequestContext>();

/** Runs `work` with `requestId` on every log line it writes, however deep and however asynchronous (and `operation`). */
export function runWithRequestId<T>(requestId: string, work: () => T, operation?: object): T {
  return requestContext.run(operation ? { requestId, operation } : { requestId }, work);
}

/** The id of the request being handled, if any. */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

/** The GraphQL operation being run (see runWithRequestId), if any. */
export function currentOperation(): object | undefined {
  return requestContext.getStore()?.operation;
}

/** Field names that must never reach a log line with their value (a safety net; callers leave them out). */
const REDACTED = [
  "password",
  "token",
  "secret",
  "authorization",
  "cookie",
  "email",
  "phone",
  "identityNumber",
  "firstname",
  "lastname",
  "address",
  "*.password",
  "*.token",
  "*.secret",
  "*.authorization",
  "*.cookie",
  "*.email",
  "*.phone",
  "*.identityNumber",
  "*.firstname",
  "*.lastname",
  "*.address",
];

function initialLevel(): Level {
  const wanted = process.env.LOG_LEVEL as Level | undefined;
  return wanted && LEVELS.includes(wanted) ? wanted : "info";
}

function createPino(destination: DestinationStream, level: Level): Logger {
  return pino(
    {
      level,
      messageKey: "message",
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED, censor: "[redacted]" },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
    },
    destination,
  );
}

// Through process.stderr.write (looked up at each line), as before pino: a test that captures it sees every line.
const stderr: DestinationStream = { write: (line: string) => void process.stderr.write(line) };
let destination: DestinationStream = stderr;
let current = createPino(destination, initialLevel());

/** Sets the threshold; returns the previous one, so a caller that changes it temporarily can put it back. */
export function setLogLevel(level: Level): Level {
  const previous = current.level as Level;
  current.level = level;
  return previous;
}

/** Sends log lines to `stream` instead of stderr (tests read them); returns a function that puts stderr back. */
export function redirectLogs(stream: DestinationStream): () => void {
  const previous = destination;
  destination = stream;
  current = createPino(stream, current.level as Level);
  return () => {
    destination = previous;
    current = createPino(previous, current.level as Level);
  };
}

function write(level: Level, message: string, fields?: Record<string, unknown>): void {
  if (fields) current[level](fields, message);
  else current[level](message);
}

export const logger = {
  /** Whether entries of `level` are written (to skip building costly fields on hot paths). */
  enabled: (level: Level) => current.isLevelEnabled(level),
  debug: (message: string, fields?: Record<string, unknown>) => write("debug", message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write("info", message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write("warn", message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write("error", message, fields),
};
