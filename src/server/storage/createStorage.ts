import path from "node:path";
import type { Config } from "../config";
import type { FileStorage } from "./fileStorage";
import { createLocalStorage } from "./localStorage";
import { createS3Storage } from "./s3Storage";

/** The backend the settings choose: the S3 bucket when S3_BUCKET is set, else {DATA_DIR}/uploads. */
export function createStorage(config: Pick<Config, "dataDir" | "storage">): FileStorage {
  return config.storage.kind === "s3"
    ? createS3Storage(config.storage)
    : createLocalStorage(uploadsRoot(config));
}

/** Local files live in {DATA_DIR}/uploads, whichever database is used. */
export function uploadsRoot(config: Pick<Config, "dataDir">): string {
  return path.join(config.dataDir, "uploads");
}
