import { setTimeout as delay } from "node:timers/promises";

/**
 * What a cached database holds: an empty cluster, the migrated schema, or the migrated schema with the
 * demo data seeded for that many listings. Each is built from the one before it.
 */
export type SeedKey = "empty" | "migrated" | { listings: number };

export function seedKeyName(key: SeedKey): string {
  return typeof key === "string" ? key : `listings-${key.listings}`;
}

/** The key a key is built from (undefined: built from nothing). */
export function previousSeedKey(key: SeedKey): SeedKey | undefined {
  if (key === "empty") return undefined;
  return key === "migrated" ? "empty" : "migrated";
}

/** Another process is building a cached database: how long to wait for it before building one's own. */
export const BUILD_WAIT_MS = 180_000;

/** Polls `ready` until it answers true or the deadline passes (then answers false). */
export async function pollUntil(ready: () => Promise<boolean>, deadlineMs = BUILD_WAIT_MS): Promise<boolean> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    if (await ready()) return true;
    await delay(100);
  }
  return false;
}
