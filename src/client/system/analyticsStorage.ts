import { GCLID_PATTERN, gclidExpiry, shouldStoreGclid } from "../../common/analytics/gclid";

/** What this file needs of localStorage, so tests can hand in a Map-backed stand-in. */
export type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export const ANONYMOUS_ID_KEY = "squarely:anonymousId";
export const INTERNAL_FLAG_KEY = "squarely:internal";
export const GCLID_KEY = "squarely:gclid";

export type StoredGclid = { value: string; expiresAt: number };

/** localStorage, or null where the browser refuses it (storage disabled, sandboxed frame). */
export function browserStore(): KeyValueStore | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** This browser's anonymous id, created on first use; null without local storage. */
export function anonymousId(store: KeyValueStore | null = browserStore()): string | null {
  if (!store) return null;
  try {
    let id = store.getItem(ANONYMOUS_ID_KEY);
    if (!id) {
      id = crypto.randomUUID();
      store.setItem(ANONYMOUS_ID_KEY, id);
    }
    return id;
  } catch {
    return null;
  }
}

/**
 * Spec sections 5 and 9: a landing URL's `gclid` is kept for 90 days, and only when `gclsrc` is
 * absent or contains "aw". A later ad click replaces an earlier one.
 */
export function captureGclid(store: KeyValueStore | null, search: string, now = Date.now()): void {
  const params = new URLSearchParams(search);
  const value = params.get("gclid");
  if (!store || !value || !GCLID_PATTERN.test(value) || !shouldStoreGclid(params.get("gclsrc"))) return;
  const stored: StoredGclid = { value, expiresAt: gclidExpiry(new Date(now)).getTime() };
  try {
    store.setItem(GCLID_KEY, JSON.stringify(stored));
  } catch {
    // Storage full or refused: the click simply is not remembered.
  }
}

/** The kept gclid, or null; an expired or unreadable one is removed. */
export function readGclid(store: KeyValueStore | null, now = Date.now()): StoredGclid | null {
  try {
    const raw = store?.getItem(GCLID_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as StoredGclid;
    if (stored.expiresAt > now && GCLID_PATTERN.test(stored.value)) return stored;
    store?.removeItem(GCLID_KEY);
  } catch {
    store?.removeItem(GCLID_KEY);
  }
  return null;
}
