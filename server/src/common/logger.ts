/** Minimal structured logger: one JSON line per entry on stderr (info and above on stdout for humans at start-up). */
export type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };
let threshold: Level = (process.env.LOG_LEVEL as Level | undefined) ?? "info";

/** Sets the threshold; returns the previous one, so a caller that changes it temporarily can put it back. */
export function setLogLevel(level: Level): Level {
  const previous = threshold;
  threshold = level;
  return previous;
}

function write(level: Level, message: string, fields?: Record<string, unknown>): void {
  if (order[level] < order[threshold]) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...fields });
  process.stderr.write(line + "\n");
}

export const logger = {
  /** Whether entries of `level` are written (to skip building costly fields on hot paths). */
  enabled: (level: Level) => order[level] >= order[threshold],
  debug: (message: string, fields?: Record<string, unknown>) => write("debug", message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write("info", message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write("warn", message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write("error", message, fields),
};
