import { ANALYTICS_RETRY_MS } from "../../common/constants";

/** Events held while the endpoint does not answer; past this, new events are dropped. */
export const QUEUE_CAP = 100;
/** Events sent in one request. */
export const BATCH_SIZE = 20;

/** Sends a batch; true when the endpoint answered (done with it), false to try again later. */
export type SendBatch<T> = (batch: T[]) => Promise<boolean>;

export type EventQueue<T> = {
  push(item: T): void;
  /** Events waiting, the one in flight included. */
  size(): number;
  /** Events refused because the queue was full. */
  dropped(): number;
};

/**
 * Spec section 9: events leave in order, one batch at a time; while the endpoint does not answer,
 * the same batch is retried every 100 ms until it does. Memory stays bounded: when `cap` events
 * are waiting, newer ones are dropped (and counted), so the batch in flight is never disturbed.
 */
export function createEventQueue<T>(
  send: SendBatch<T>,
  retryMs = ANALYTICS_RETRY_MS,
  cap = QUEUE_CAP,
): EventQueue<T> {
  const items: T[] = [];
  let busy = false;
  let dropped = 0;
  const flush = (): void => {
    if (busy || !items.length) return;
    busy = true;
    const n = Math.min(items.length, BATCH_SIZE);
    send(items.slice(0, n))
      .catch(() => false)
      .then((answered) => {
        busy = false;
        if (!answered) {
          setTimeout(flush, retryMs);
          return;
        }
        items.splice(0, n);
        flush();
      });
  };
  return {
    push(item) {
      if (items.length >= cap) dropped++;
      else {
        items.push(item);
        flush();
      }
    },
    size: () => items.length,
    dropped: () => dropped,
  };
}
