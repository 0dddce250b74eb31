import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import {
  assertValidStorageKey,
  contentTypeForKey,
  type FileStorage,
  isValidStorageKey,
  UPLOADS_PREFIX,
} from "./fileStorage";

/** Files on local disk under `root` (by default {DATA_DIR}/uploads). */
export function createLocalStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    assertValidStorageKey(key);
    return path.join(root, ...key.split("/"));
  };
  return {
    async put(key, body) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader (or a second seeding process) never sees half a file.
      const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(temp, body);
      await fs.rename(temp, file);
    },
    async exists(key) {
      try {
        return (await fs.stat(resolve(key))).isFile();
      } catch {
        return false;
      }
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async read(key) {
      if (!isValidStorageKey(key)) return null;
      const file = resolve(key);
      let size: number;
      try {
        const stat = await fs.stat(file);
        if (!stat.isFile()) return null;
        size = stat.size;
      } catch {
        return null;
      }
      return { body: createReadStream(file), size, contentType: contentTypeForKey(key) };
    },
    publicUrl: (key) => `${UPLOADS_PREFIX}${key}`,
    redirectUrl: () => null,
    async verify() {
      await fs.mkdir(root, { recursive: true });
    },
  };
}
