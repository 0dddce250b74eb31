/**
 * The browser suite runs on E2E_WORKERS workers (default 2), each against a server of its own: its own
 * port, embedded database, SMTP sink, mail folder and stored sessions. Tests in one worker run one at a
 * time, as before; two workers never share data, so no test waits on another's rows.
 *
 * Playwright sets TEST_PARALLEL_INDEX (0 … workers − 1) in each worker process; the runner process (the
 * config's web servers, global setup) asks for every shard by index.
 */
export const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
/** E2E_PORT and E2E_SMTP_PORT let two checkouts run their browser tests side by side. */
const BASE_PORT = Number(process.env.E2E_PORT ?? 4100);
const BASE_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 4125);

export type Shard = { index: number; port: number; smtpPort: number; dataDir: string; mailDir: string };

export function shard(index: number): Shard {
  return {
    index,
    port: BASE_PORT + index,
    smtpPort: BASE_SMTP_PORT + index,
    dataDir: `.tmp/e2e-data-${index}`,
    mailDir: `.tmp/e2e-mail-${index}`,
  };
}

export function allShards(): Shard[] {
  return Array.from({ length: WORKERS }, (_, index) => shard(index));
}

/** The shard of the worker process this code runs in (shard 0 outside a worker). */
export function ownShard(): Shard {
  return shard(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
}

export function baseUrlOf(s: Shard): string {
  return `http://127.0.0.1:${s.port}`;
}
