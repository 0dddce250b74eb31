import { isDatabaseUnavailable } from "../db/databaseErrors";

type ProcessLog = {
  info(obj: object, message: string): void;
  error(obj: object, message: string): void;
  fatal(obj: object, message: string): void;
};

/**
 * The last resort for a promise nobody awaited (a library's fire-and-forget call). The known sources
 * are fixed where they are (pg clients' error listeners in db/client.ts, pg-boss's job ends in
 * jobs/bossDb.ts); should another one reject because the database is away, the process logs it and
 * keeps serving: every other process of the cluster would die of the same restart. Anything else is
 * a bug and stops the process as Node would (exit code 1), after logging it.
 */
export function handleUnhandledRejections(log: ProcessLog): void {
  process.on("unhandledRejection", (reason) => {
    if (isDatabaseUnavailable(reason)) {
      log.error({ err: reason }, "unhandled rejection while the database was unavailable; kept running");
      return;
    }
    log.fatal({ err: reason }, "unhandled rejection");
    process.exit(1);
  });
}

/**
 * SIGTERM and SIGINT run `stop` once; the process exits 0 when it is done, or 1 if it takes longer
 * than `timeoutMs` (a request or job that will not finish).
 */
export function stopOnSignals(
  stop: () => Promise<void>,
  options: { timeoutMs: number; log: ProcessLog },
): void {
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    options.log.info({ signal }, "stopping gracefully");
    const force = setTimeout(() => {
      options.log.error({ timeoutMs: options.timeoutMs }, "graceful stop took too long; exiting");
      process.exit(1);
    }, options.timeoutMs);
    force.unref();
    let code = 0;
    try {
      await stop();
      options.log.info({ signal }, "stopped");
    } catch (err) {
      options.log.error({ err }, "graceful stop failed");
      code = 1;
    } finally {
      clearTimeout(force);
      process.exit(code);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}
