export type Throttled = {
  /** Runs at once if the last run is `intervalMs` old, otherwise once when it is. */
  call(): void;
  /** Runs now if a run is waiting (and answers when it is done). */
  flush(): Promise<void>;
  cancel(): void;
};

/**
 * Runs `run` at most once per `intervalMs`, the first call at once: calls in between are folded into
 * one run at the end of the interval, so the last call is never lost. A failed run goes to `onError`.
 */
export function throttle(
  run: () => void | Promise<void>,
  intervalMs: number,
  onError: (error: unknown) => void,
): Throttled {
  let lastRun = Number.NEGATIVE_INFINITY;
  let timer: NodeJS.Timeout | null = null;
  const runNow = async () => {
    timer = null;
    lastRun = Date.now();
    try {
      await run();
    } catch (err) {
      onError(err);
    }
  };
  return {
    call() {
      if (timer) return;
      const wait = lastRun + intervalMs - Date.now();
      if (wait <= 0) void runNow();
      else timer = setTimeout(runNow, wait);
    },
    async flush() {
      if (!timer) return;
      clearTimeout(timer);
      await runNow();
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
