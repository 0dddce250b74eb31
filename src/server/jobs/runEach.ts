import type PgBoss from "pg-boss";

/**
 * Runs each job of a batch on its own: the ones that throw are failed (pg-boss retries them with
 * backoff), the rest complete when the handler returns. If every job failed (the database away:
 * none could even be claimed), the handler throws instead and pg-boss fails the batch in one
 * statement. Otherwise the fails are awaited, in parallel, before returning: pg-boss records
 * "completed" for the whole batch after the handler, and during an outage both are kept and retried
 * (bossDb.ts), so a "completed" overtaking a "failed" would drop the retry.
 */
export async function runEach<T extends object>(
  boss: PgBoss,
  queue: string,
  jobs: PgBoss.Job<T>[],
  run: (job: PgBoss.Job<T>) => Promise<unknown>,
): Promise<void> {
  const failed: { id: string; error: unknown }[] = [];
  for (const job of jobs) {
    try {
      await run(job);
    } catch (error) {
      failed.push({ id: job.id, error });
    }
  }
  if (failed.length === 0) return;
  if (failed.length === jobs.length) throw failed[0].error;
  await Promise.all(failed.map(({ id, error }) => boss.fail(queue, id, { message: messageOf(error) })));
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
