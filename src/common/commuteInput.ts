/*
 * Home postal codes for the commute calculator (/commutes): format rules and the pasted-list parser,
 * shared by the page and the API. Whether a well-formed code exists is the server's business (the
 * ZIP directory is large and never ships to the browser).
 */

/** Limits of one calculation, checked by the page and again by the API. */
export const MAX_COMMUTE_HOMES = 200;
export const MAX_COMMUTE_CANDIDATES = 10;

// Canadian forward sortation areas never start with D, F, I, O, Q, U, W or Z.
const FSA = /^([ABCEGHJKLMNPRSTVXY]\d[A-Z])(?: ?\d[A-Z]\d)?$/;
const US_ZIP = /^(\d{5})(?:-?\d{4})?$/;

/**
 * "10001", "10001-1234" -> "10001"; "m5v", "M5V 3L9" -> "M5V" (the zipcodes directory locates
 * Canadian codes by their first three characters). Anything else -> null.
 */
export function normalizeZip(raw: string): string | null {
  const text = raw.trim().toUpperCase();
  const us = US_ZIP.exec(text);
  if (us) return us[1];
  const ca = FSA.exec(text);
  return ca ? ca[1] : null;
}

// A full Canadian code is written with a space ("M5V 3L9"); keep it whole when splitting on spaces.
const CANADIAN_WITH_SPACE = /\b([ABCEGHJKLMNPRSTVXY]\d[A-Z]) (\d[A-Z]\d)\b/gi;

/** Splits pasted text on commas, semicolons, spaces and new lines; empty pieces are dropped. */
export function splitZipList(text: string): string[] {
  return text
    .replace(CANADIAN_WITH_SPACE, "$1$2")
    .split(/[\s,;]+/)
    .filter((piece) => piece !== "");
}

export type ParsedZipList = {
  /** Normalised codes, in the order given, duplicates kept (two people may share a ZIP). */
  zips: string[];
  /** Pieces that are neither a US ZIP nor a Canadian postal code, as typed. */
  invalid: string[];
};

export function parseZipList(text: string): ParsedZipList {
  const zips: string[] = [];
  const invalid: string[] = [];
  for (const piece of splitZipList(text)) {
    const zip = normalizeZip(piece);
    if (zip) zips.push(zip);
    else invalid.push(piece);
  }
  return { zips, invalid };
}
