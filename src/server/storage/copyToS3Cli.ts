import { parseArgs } from "node:util";
import { loadConfig } from "../config";
import { copyToS3, progress } from "./copyToS3";
import { uploadsRoot } from "./createStorage";
import { createS3Storage } from "./s3Storage";

/**
 * `npm run storage:copy-to-s3 [-- --from DIR] [--prefix seed/]`: copies the local uploads
 * ({DATA_DIR}/uploads) to the bucket the S3_* settings name, skipping objects already there with the
 * same size. Exits 1 when any file failed (run it again: it only copies what is missing), 2 when
 * the settings name no bucket.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { from: { type: "string" }, prefix: { type: "string" }, concurrency: { type: "string" } },
  });
  const config = loadConfig();
  if (config.storage.kind !== "s3") {
    console.error(
      "Set S3_BUCKET (and S3_ENDPOINT, S3_ACCESS_KEY_ID, ... as for the app) to name the bucket.",
    );
    return 2;
  }
  const root = values.from ?? uploadsRoot(config);
  const concurrency = Number(values.concurrency ?? 4);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64) {
    console.error("--concurrency must be a whole number from 1 to 64");
    return 2;
  }
  const target = createS3Storage(config.storage);
  try {
    await target.verify();
    const where = config.storage.endpoint ? ` at ${config.storage.endpoint}` : "";
    console.log(`Copying ${root} to bucket ${target.bucket}${where}…`);
    const started = performance.now();
    const summary = await copyToS3(target, {
      root,
      prefix: values.prefix,
      concurrency,
      log: (line) => console.log(line),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Done in ${seconds} s: ${progress(summary)}`);
    if (summary.failed > 0)
      console.error(`${summary.failed} file(s) failed: run the command again to retry them.`);
    return summary.failed > 0 ? 1 : 0;
  } finally {
    target.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
