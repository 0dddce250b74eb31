function digitsOf(value: string): string {
  return value.replace(/\D/g, "");
}

/**
 * North American formatting: 10 digits -> "(212) 555-0142", 11 digits starting with 1 ->
 * "+1 (212) 555-0142". Anything else (extensions, foreign numbers) is returned unchanged so
 * nothing the user typed is lost.
 */
export function formatPhone(value: string): string {
  const digits = digitsOf(value);
  if (digits.length === 10) {
    return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  }
  if (digits.length === 11 && digits.startsWith("1")) {
    return `+1 (${digits.slice(1, 4)}) ${digits.slice(4, 7)}-${digits.slice(7)}`;
  }
  return value;
}

/** "+12125550142" for a 10- or 11-digit North American number, otherwise null. */
export function toE164(value: string): string | null {
  const digits = digitsOf(value);
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1")) return `+${digits}`;
  return null;
}
