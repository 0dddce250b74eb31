import type { Config } from "../config";
import type { Database } from "../db/client";
import { JOB_ATTEMPTS, jobHandlers } from "../jobs/jobHandlers";
import type { JobData, JobName, JobQueue } from "../jobs/jobQueue";

type Waiting = { name: JobName; data: JobData[JobName]; key?: string; attempts: number };

/** The tests' job queue: it keeps what is sent until the test drains it (startTestServer's default). */
export type DrainedJobQueue = JobQueue & {
  /** Jobs sent and not yet run. */
  readonly waiting: number;
  /** Jobs that failed every attempt, with their last error (pg-boss would mark them failed). */
  readonly failed: { name: JobName; data: unknown; error: unknown }[];
  /**
   * Runs every waiting job, and the jobs those send, through the app's handlers (jobs/jobHandlers.ts)
   * until none is left; a job that throws goes to the back of the queue until its attempts (as
   * pg-boss's retryLimit) are spent, with no backoff to wait out. Answers the runs it made.
   */
  drain(): Promise<number>;
};

/** Runs of one drain past which a job that keeps sending jobs is a bug, not work. */
const MAX_RUNS = 10_000;

export function drainedJobQueue(database: Database, config: Config): DrainedJobQueue {
  const waiting: Waiting[] = [];
  const failed: DrainedJobQueue["failed"] = [];
  let draining: Promise<number> = Promise.resolve(0);

  const runAll = async (): Promise<number> => {
    const handle = jobHandlers(database, config, queue);
    let runs = 0;
    for (let job = waiting.shift(); job; job = waiting.shift()) {
      if (++runs > MAX_RUNS) throw new Error(`jobs still waiting after ${MAX_RUNS} runs: ${job.name}`);
      try {
        await (handle[job.name] as (data: JobData[JobName]) => Promise<void>)(job.data);
      } catch (error) {
        job.attempts++;
        if (job.attempts < JOB_ATTEMPTS[job.name]) waiting.push(job);
        else failed.push({ name: job.name, data: job.data, error });
      }
    }
    return runs;
  };

  const queue: DrainedJobQueue = {
    async send(name, data, options) {
      const key = options?.singletonKey;
      // As pg-boss's "stately" queues: at most one waiting job per key.
      if (key !== undefined && waiting.some((job) => job.name === name && job.key === key)) return;
      waiting.push({ name, data, key, attempts: 0 });
    },
    get waiting() {
      return waiting.length;
    },
    failed,
    drain() {
      // One drain at a time, as one worker would run them.
      draining = draining.catch(() => 0).then(runAll);
      return draining;
    },
  };
  return queue;
}
