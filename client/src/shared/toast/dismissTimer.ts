import type { Timers } from "../loading/loadingMachine";

/** Auto-hide of a toast (SPEC section 9). */
export const TOAST_AUTO_CLOSE_MS = 5_000;

/**
 * How long a toast stays after the pointer leaves it. SPEC section 4: "resume uses half the
 * duration", i.e. half of the configured auto-hide (2500 ms for 5000 ms) whatever was left
 * when hovering started. Swap in `halfOfRemaining` if half of the remaining time is wanted.
 */
export type ResumeStrategy = (remaining: number, duration: number) => number;
export const halfOfDuration: ResumeStrategy = (_remaining, duration) => duration / 2;
export const halfOfRemaining: ResumeStrategy = (remaining) => remaining / 2;

export interface DismissTimerOptions {
  duration: number;
  onExpire: () => void;
  resume?: ResumeStrategy;
  timers?: Timers;
  now?: () => number;
}

export interface DismissTimer {
  /** (Re)starts the full countdown, e.g. when the toast becomes visible. */
  start: () => void;
  /** Stops the countdown (pointer over the toast). */
  pause: () => void;
  /** Restarts the countdown with the resume duration (pointer left). */
  resume: () => void;
  /** Stops for good (the toast closed). */
  clear: () => void;
  readonly running: boolean;
}

const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createDismissTimer({
  duration,
  onExpire,
  resume: resumeStrategy = halfOfDuration,
  timers = globalTimers,
  now = Date.now,
}: DismissTimerOptions): DismissTimer {
  let handle: unknown = null;
  let deadline = 0;
  let remaining = duration;
  let cleared = false;
  let paused = false;

  const stop = () => {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
  };
  const run = (ms: number) => {
    stop();
    if (cleared) return;
    deadline = now() + ms;
    handle = timers.setTimeout(() => {
      handle = null;
      cleared = true;
      onExpire();
    }, ms);
  };

  return {
    start() {
      paused = false;
      run(duration);
    },
    pause() {
      if (handle === null || cleared) return;
      remaining = Math.max(0, deadline - now());
      paused = true;
      stop();
    },
    resume() {
      if (!paused || cleared) return;
      paused = false;
      run(resumeStrategy(remaining, duration));
    },
    clear() {
      cleared = true;
      stop();
    },
    get running() {
      return handle !== null;
    },
  };
}
