import PgBoss from "pg-boss";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { safeError } from "../logging/safeLog";
import { sweepCsvImports } from "../services/csvImport/csvImportRun";
import { bossDb } from "./bossDb";
import { csvImportQueueOptions } from "./csvImportJobs";
import { IMPORTER_SWEEP_QUEUE, importerQueueOptions, sweepImporterJobs } from "./importerJobs";
import { jobHandlers } from "./jobHandlers";
import {
  CSV_IMPORT_QUEUE,
  IMPORTER_QUEUE,
  type JobData,
  type JobName,
  type JobQueue,
  type JobSender,
  MAIL_QUEUE,
  queueCsvImport,
  queueImporterJob,
  queueMail,
  type StartedJobQueue,
} from "./jobQueue";
import { MAIL_SWEEP_QUEUE, mailQueueOptions, sweepUnsentMail } from "./mailJobs";
import { applyRetention, RETENTION_CRON, RETENTION_QUEUE } from "./retentionJob";
import { runEach } from "./runEach";
import { VACUUM_CRON, VACUUM_QUEUE, vacuumDatabase } from "./vacuumJob";

export type JobLog = { info(message: string): void; warn(message: string): void };

export type JobRunnerOptions = {
  /**
   * Run the jobs here. False (an app process with JOBS_IN_PROCESS=false) only sends them: mail is
   * still queued at once, and `npm run worker` delivers it.
   */
  work?: boolean;
  /** How often an idle worker looks for jobs; an app process also wakes its mail worker on send. */
  pollingIntervalSeconds?: number;
  /** First retry delay of a failed send (doubled each retry); tests shorten it. */
  mailRetryDelaySeconds?: number;
  /** First retry delay of a failed importer run; tests shorten it. */
  importerRetryDelaySeconds?: number;
  /** How long stop() lets running jobs finish before failing them (they are retried later). */
  stopTimeoutMs?: number;
  /** How often expired jobs (a killed process's) are moved on to their retry; tests shorten it. */
  maintenanceIntervalSeconds?: number;
  /** The app's queue (AppServices.jobs): bound to this runner's pg-boss until stop(). */
  queue?: StartedJobQueue;
};

export type JobRunner = {
  boss: PgBoss;
  /** Sends through this runner's pg-boss (and wakes its worker of that queue). */
  queue: JobQueue;
  working: boolean;
  /** Stops polling, lets running jobs finish (up to stopTimeoutMs), and lets go of the database. */
  stop(): Promise<void>;
};

// Every 5 s per queue on PGlite's one connection costs well under a millisecond each; the mail worker
// is also woken on send, so in-process mail does not wait for a poll.
const POLLING_INTERVAL_SECONDS = 5;
// The daily jobs can start a minute late.
const DAILY_POLLING_SECONDS = 60;
const MAIL_BATCH = 10;
// Each importer job is one short transaction; a CSV's rows come in batches this size.
const IMPORTER_BATCH = 20;
const SWEEP_CRON = "* * * * *";
/**
 * pg-boss 10 has no heartbeat: a job of a killed process stays active until its expiry
 * (expireInSeconds: mail and importer 20 s, a CSV run 40 s), and only maintenance (one process of
 * the cluster per interval) moves expired jobs on to their retry, which then waits its queue's first
 * retry delay (importer and CSV 5-10 s, mail 15-30 s). So on PostgreSQL (several processes) the
 * others take a dead process's jobs within a minute: expiry + 10 s + first delay. On PGlite (one
 * process, whose one connection every maintenance run takes) once a minute is enough.
 */
const MAINTENANCE_SECONDS = { postgres: 10, pglite: 60 } as const;
/** The same job queue error is logged once this often at most (a database outage repeats it per poll). */
const ERROR_LOG_INTERVAL_MS = 30_000;

/**
 * pg-boss on the app's database (PGlite or PostgreSQL), with the app's jobs: mail delivery with
 * retries, a minutely sweep for mail whose job was never queued, the nightly VACUUM on PGlite and
 * the daily retention clean-up. Jobs live in the database (schema `pgboss`), so they survive a restart.
 */
export async function createJobRunner(
  database: Database,
  config: Config,
  log: JobLog,
  options: JobRunnerOptions = {},
): Promise<JobRunner> {
  const working = options.work ?? true;
  const warnOnce = throttledWarning(log, ERROR_LOG_INTERVAL_MS);
  const db = bossDb(database, (err) =>
    warnOnce(`a job's end could not be recorded: ${safeError(err).message}`),
  );
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? POLLING_INTERVAL_SECONDS;
  const boss = new PgBoss({
    db,
    // Sending needs neither: only a working runner maintains the queues and fires the crons.
    supervise: working,
    schedule: working,
    pollingIntervalSeconds,
    cronWorkerIntervalSeconds: 15,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? MAINTENANCE_SECONDS[database.kind],
  });
  // Every poll, maintenance run and cron tick that fails (the database away) ends here, never as an
  // unhandled rejection.
  boss.on("error", (err) => {
    if (!db.closed) warnOnce(`job queue error: ${safeError(err).message}`);
  });
  await boss.start();
  try {
    await ensureQueue(boss, mailQueueOptions(options.mailRetryDelaySeconds));
    await ensureQueue(boss, importerQueueOptions(options.importerRetryDelaySeconds));
    await ensureQueue(boss, csvImportQueueOptions(options.importerRetryDelaySeconds));
    for (const name of [MAIL_SWEEP_QUEUE, VACUUM_QUEUE, RETENTION_QUEUE, IMPORTER_SWEEP_QUEUE]) {
      await ensureQueue(boss, { name, policy: "stately", retryLimit: 1, retryDelay: 300 });
    }

    const workers: Partial<Record<JobName, string>> = {};
    const send: JobSender = async (name, data, sendOptions) => {
      await boss.send(name, data, { ...sendOptions });
      const worker = workers[name];
      if (worker) boss.notifyWorker(worker);
    };
    const queue: JobQueue = { send };
    options.queue?.bind(send);

    if (working) {
      const handle = jobHandlers(database, config, queue);
      // Each job of a batch on its own: one that throws is failed alone, for pg-boss to retry.
      const work = async <N extends JobName>(name: N, batchSize: number) => {
        workers[name] = await boss.work<JobData[N]>(name, { batchSize }, (jobs) =>
          runEach(boss, name, jobs, (job) => handle[name](job.data)),
        );
      };
      await work(MAIL_QUEUE, MAIL_BATCH);
      await work(IMPORTER_QUEUE, IMPORTER_BATCH);
      await work(CSV_IMPORT_QUEUE, 1);
      const sweepMail = async (atStart: boolean) => {
        const swept = await sweepUnsentMail(database, config, (id) => queueMail(queue, id), { atStart });
        if (swept > 0) log.warn(`${swept} e-mails had no delivery job; queued them`);
      };
      await boss.work(MAIL_SWEEP_QUEUE, { pollingIntervalSeconds: 15 }, () => sweepMail(false));
      await boss.work(IMPORTER_SWEEP_QUEUE, { pollingIntervalSeconds: 15 }, async () => {
        const swept = await sweepImporterJobs(database, (id) => queueImporterJob(queue, id));
        if (swept > 0) log.warn(`${swept} importer jobs had no live run; queued them again`);
        const imports = await sweepCsvImports(database, (id) => queueCsvImport(queue, id));
        if (imports > 0) log.warn(`${imports} CSV imports had no live run; queued them again`);
      });
      // After a restart, imports the last process was running go on at once, not a sweep later, and
      // so does mail it stored but never queued.
      const resumed = await sweepCsvImports(database, (id) => queueCsvImport(queue, id), { all: true });
      if (resumed > 0) log.info(`resumed ${resumed} CSV imports`);
      await sweepMail(true);
      await boss.work(VACUUM_QUEUE, { pollingIntervalSeconds: DAILY_POLLING_SECONDS }, async () => {
        const started = Date.now();
        if (await vacuumDatabase(database)) log.info(`VACUUM (ANALYZE) took ${Date.now() - started} ms`);
      });
      await boss.work(RETENTION_QUEUE, { pollingIntervalSeconds: DAILY_POLLING_SECONDS }, async () => {
        const removed = await applyRetention(database);
        log.info(`retention: ${JSON.stringify(removed)}`);
      });
      // The sweep needs SMTP; PostgreSQL vacuums itself. Schedules are rows in the database, shared by
      // every process, so they are also removed when they no longer apply.
      await setSchedule(boss, MAIL_SWEEP_QUEUE, config.smtpUrl ? SWEEP_CRON : null);
      await setSchedule(boss, VACUUM_QUEUE, database.kind === "pglite" ? VACUUM_CRON : null);
      await setSchedule(boss, RETENTION_QUEUE, RETENTION_CRON);
      await setSchedule(boss, IMPORTER_SWEEP_QUEUE, SWEEP_CRON);
    }

    let stopped: Promise<void> | undefined;
    const stop = async () => {
      options.queue?.unbind(send);
      await boss.stop({ graceful: true, close: false, timeout: options.stopTimeoutMs ?? 5000 });
      await db.close();
    };
    return {
      boss,
      queue,
      working,
      stop: () => {
        stopped ??= stop();
        return stopped;
      },
    };
  } catch (err) {
    await boss.stop({ graceful: false, close: false }).catch(() => {});
    await db.close();
    throw err;
  }
}

/** Creates the queue, or brings its options up to date (several processes may race to create it). */
async function ensureQueue(boss: PgBoss, queue: PgBoss.Queue): Promise<void> {
  const existing = await boss.getQueue(queue.name);
  if (!existing) {
    try {
      await boss.createQueue(queue.name, queue);
      return;
    } catch (err) {
      if (!(await boss.getQueue(queue.name))) throw err;
    }
  }
  await boss.updateQueue(queue.name, queue);
}

/** Logs a message, but the same message at most once per interval. */
function throttledWarning(log: JobLog, intervalMs: number): (message: string) => void {
  const last = new Map<string, number>();
  return (message) => {
    const now = Date.now();
    if ((last.get(message) ?? 0) > now - intervalMs) return;
    if (last.size > 100) last.clear();
    last.set(message, now);
    log.warn(message);
  };
}

async function setSchedule(boss: PgBoss, name: string, cron: string | null): Promise<void> {
  if (cron) await boss.schedule(name, cron);
  else await boss.unschedule(name);
}
