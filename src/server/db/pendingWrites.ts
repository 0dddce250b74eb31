import { isDatabaseUnavailable } from "./databaseErrors";

/**
 * Writes that must land although the database is away for a moment: a sent mail's "sent" mark (else
 * the mail would be sent again) and the end of a job. Each is tried at once; while the database is
 * unavailable it is kept in this process and tried again with backoff until it lands, so it lands
 * within `maxDelayMs` of the database coming back. Bounded: a full queue keeps nothing more, and
 * callers that would need it (a mail's claim) wait instead. `flush` is for a graceful stop.
 */
export type PendingWrites = {
  /**
   * Runs the write; resolves "landed" once it has (now or after retries), "gave-up" when it was not
   * kept (queue full, closed, or past `maxAgeMs`). Any other error rejects, as the write itself would.
   * `key` names the write so `has(key)` can tell it is still pending; `maxAgeMs` bounds how long
   * this one is kept (default: the queue's).
   */
  keep(
    key: string,
    write: () => Promise<unknown>,
    options?: { maxAgeMs?: number },
  ): Promise<"landed" | "gave-up">;
  has(key: string): boolean;
  readonly size: number;
  /** True when a new write could not be kept. */
  readonly full: boolean;
  /** Waits for the kept writes to land, up to `timeoutMs`; then gives up on the rest. */
  flush(timeoutMs: number): Promise<{ landed: number; left: number }>;
};

export type PendingWritesOptions = {
  capacity?: number;
  /** First retry delay, doubled each retry up to maxDelayMs. */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** How long one write is kept before giving up on it (undefined: until flushed). */
  maxAgeMs?: number;
  /** Told once per write that had to be kept, and when it lands or is given up. */
  log?: (message: string) => void;
};

type Entry = { attempt: number; since: number; wake: () => void };

export function createPendingWrites(options: PendingWritesOptions = {}): PendingWrites {
  const capacity = options.capacity ?? 1000;
  const minDelayMs = options.minDelayMs ?? 100;
  const maxDelayMs = options.maxDelayMs ?? 1000;
  const log = options.log ?? (() => {});
  const entries = new Map<string, Entry>();
  let anonymous = 0;
  /** Stopping: nothing new is kept. */
  let closing = false;
  /** Stopping and out of time: each kept write makes one last try. */
  let lastTry = false;

  const keep = async (
    key: string,
    write: () => Promise<unknown>,
    keepOptions: { maxAgeMs?: number } = {},
  ): Promise<"landed" | "gave-up"> => {
    const maxAgeMs = keepOptions.maxAgeMs ?? options.maxAgeMs;
    try {
      await write();
      return "landed";
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      if (closing || entries.size >= capacity) {
        log(
          `${key}: the database is unavailable and the write could not be kept (${closing ? "stopping" : "queue full"})`,
        );
        return "gave-up";
      }
    }
    const id = entries.has(key) ? `${key}#${++anonymous}` : key;
    const entry: Entry = { attempt: 0, since: Date.now(), wake: () => {} };
    entries.set(id, entry);
    log(`${key}: the database is unavailable; kept to retry`);
    try {
      for (;;) {
        const delay = Math.min(maxDelayMs, minDelayMs * 2 ** entry.attempt++);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, delay);
          entry.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        const expired = maxAgeMs !== undefined && Date.now() - entry.since > maxAgeMs;
        try {
          await write();
          log(`${key}: landed after ${entry.attempt} retries`);
          return "landed";
        } catch (err) {
          if (!isDatabaseUnavailable(err)) throw err;
          if (expired || lastTry) {
            log(`${key}: gave up after ${entry.attempt} retries`);
            return "gave-up";
          }
        }
      }
    } finally {
      entries.delete(id);
    }
  };

  return {
    keep,
    has: (key) => entries.has(key),
    get size() {
      return entries.size;
    },
    get full() {
      return entries.size >= capacity;
    },
    async flush(timeoutMs) {
      closing = true;
      const before = entries.size;
      const deadline = Date.now() + timeoutMs;
      // Try each at once, then keep trying until they land or time runs out.
      for (const entry of entries.values()) entry.wake();
      while (entries.size > 0 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, Math.min(50, Math.max(1, deadline - Date.now()))));
      }
      const left = entries.size;
      if (left > 0) {
        lastTry = true;
        for (const entry of entries.values()) entry.wake();
        // Each then makes one last try and gives up; wait for those tries to settle.
        const settleBy = Date.now() + 2000;
        while (entries.size > 0 && Date.now() < settleBy) await new Promise((r) => setTimeout(r, 10));
      }
      return { landed: before - left, left };
    },
  };
}
