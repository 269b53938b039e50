export interface Throttled {
  (): void;
  /** Drops a pending trailing call (on unmount). */
  cancel(): void;
}

/**
 * Runs `run` at once, then at most once per `waitMs`: calls inside the window collapse into one call at
 * its end, so the last change is never missed.
 */
export function throttle(run: () => void, waitMs: number): Throttled {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending = false;
  const open = () => {
    timer = setTimeout(() => {
      timer = undefined;
      if (!pending) return;
      pending = false;
      run();
      open();
    }, waitMs);
  };
  const throttled = (() => {
    if (timer !== undefined) {
      pending = true;
      return;
    }
    run();
    open();
  }) as Throttled;
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = false;
  };
  return throttled;
}
