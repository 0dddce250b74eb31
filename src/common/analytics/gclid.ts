import { GCLID_DAYS } from "../constants";

export const GCLID_TTL_DAYS = GCLID_DAYS;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Spec section 5: keep a gclid only when gclsrc is absent or contains "aw" (Google Ads); other
 * sources (e.g. "ds" for Search Ads 360 alone) are not ad clicks this product converts on.
 * An empty gclsrc (`?gclsrc=`) counts as absent.
 */
export function shouldStoreGclid(gclsrc: string | null | undefined): boolean {
  return !gclsrc || gclsrc.includes("aw");
}

/** When a gclid stored at `now` expires (90 days later). */
export function gclidExpiry(now: Date): Date {
  return new Date(now.getTime() + GCLID_TTL_DAYS * DAY_MS);
}

/**
 * Google click ids are URL-safe base64 (letters, digits, _ and -). Anything else in a `gclid`
 * parameter is not one, and keeping it would spoil 90 days of events.
 */
export const GCLID_PATTERN = /^[\w-]{1,200}$/;
