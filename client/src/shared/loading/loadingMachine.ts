/** SPEC section 4: the global loading indicator's phases. */
export type LoadingPhase = "done" | "loading" | "longLoading";

/** Default delay before the bar shows (SPEC section 9). */
export const DEFAULT_BAR_DELAY_MS = 0;
/** Waiting time, after the bar shows, before the full-screen backdrop (SPEC section 9). */
export const LONG_LOADING_MS = 10_000;

export interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface LoadingMachineOptions {
  /** ms after a fetch starts before the bar appears; 0 shows it at once. */
  delay?: number;
  /** ms after the bar appears before the backdrop with a spinner. */
  longDelay?: number;
  onChange: (phase: LoadingPhase) => void;
  timers?: Timers;
}

export interface LoadingMachine {
  /** Tell the machine whether anything is pending; repeated values are ignored. */
  setPending: (pending: boolean) => void;
  readonly phase: LoadingPhase;
  dispose: () => void;
}

const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * done --pending--> (delay) loading --(longDelay)--> longLoading; any phase --idle--> done.
 * Pure apart from the injected timers, so it is tested with fake timers.
 */
export function createLoadingMachine({
  delay = DEFAULT_BAR_DELAY_MS,
  longDelay = LONG_LOADING_MS,
  onChange,
  timers = globalTimers,
}: LoadingMachineOptions): LoadingMachine {
  let phase: LoadingPhase = "done";
  let pending = false;
  let timer: unknown = null;

  const transition = (next: LoadingPhase) => {
    if (next === phase) return;
    phase = next;
    onChange(next);
  };
  const cancel = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  };
  const schedule = (ms: number, action: () => void) => {
    timer = timers.setTimeout(() => {
      timer = null;
      action();
    }, ms);
  };
  const startLoading = () => {
    transition("loading");
    schedule(longDelay, () => transition("longLoading"));
  };

  return {
    setPending(next) {
      if (next === pending) return;
      pending = next;
      cancel();
      if (!next) {
        transition("done");
      } else if (delay <= 0) {
        startLoading();
      } else {
        schedule(delay, startLoading);
      }
    },
    get phase() {
      return phase;
    },
    dispose: cancel,
  };
}
