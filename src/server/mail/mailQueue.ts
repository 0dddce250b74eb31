import type { Database } from "../db/client";

/** Hands an outbox row to the delivery job (jobs/mailJobs.ts) instead of sending it in the request. */
export type MailQueue = { enqueue(outboxId: number): Promise<void> };

// Keyed by the database object, so each test server (its own database) has its own queue or none, and
// the many services that call deliverEmail(database, config, id) need no new argument.
const queues = new WeakMap<Database, MailQueue>();

/** Called by the job runner once pg-boss is up; undone by its stop(). */
export function attachMailQueue(database: Database, queue: MailQueue): void {
  queues.set(database, queue);
}

export function detachMailQueue(database: Database, queue: MailQueue): void {
  if (queues.get(database) === queue) queues.delete(database);
}

export function mailQueueFor(database: Database): MailQueue | undefined {
  return queues.get(database);
}
