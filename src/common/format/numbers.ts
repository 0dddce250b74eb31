// Written the way en-US writes numbers, so server-rendered and client-rendered text are identical
// whatever the machine's locale (a mismatch would break hydration). Not with Intl.NumberFormat: the
// first Intl formatter a page builds sets up ICU's locale data, about 10 ms (40 ms at Lighthouse's
// phone speed) inside the hydration of every page that shows a number. numbers.test.ts checks the
// output against Intl's on thousands of values.

/** A string of decimal digits plus one in its last place ("0999" -> "1000", "99" -> "100"). */
function plusOne(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === "9") i--;
  return `${i < 0 ? "1" : digits.slice(0, i) + (Number(digits[i]) + 1)}${"0".repeat(digits.length - i - 1)}`;
}

/**
 * Rounded to `digits` decimals with thousands separators, as ICU rounds: the shortest decimal that
 * reads back as the number (1.005 is "1.005", not the binary 1.00499…), half away from zero.
 */
function written(value: number, digits: number, currency: boolean): string {
  if (!Number.isFinite(value)) return "";
  const magnitude = Math.abs(value);
  // From 1e21 String() writes an exponent, and under 1e-6 too (which rounds to zero only up to five
  // decimals); Intl takes over there (no price or area gets that big, no caller asks for more digits).
  if (magnitude >= 1e21 || digits > 5) {
    return value.toLocaleString("en-US", {
      style: currency ? "currency" : "decimal",
      currency: "USD",
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  }
  // Below 1e21, String() writes an exponent only under 1e-6, which rounds to zero at five decimals.
  const shortest = String(magnitude);
  const [whole, fraction = ""] = shortest.includes("e") ? ["0"] : shortest.split(".");
  let kept = whole + fraction.slice(0, digits).padEnd(digits, "0");
  if (fraction.charCodeAt(digits) >= 53 /* "5" */) kept = plusOne(kept);
  const wholePart = kept.slice(0, kept.length - digits).replace(/\B(?=(\d{3})+$)/g, ",");
  // Like Intl, -0 and negatives that round to zero keep their sign.
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  return `${sign}${currency ? "$" : ""}${wholePart}${digits ? `.${kept.slice(-digits)}` : ""}`;
}

/** "12,500". Rounds to `fractionDigits` (default 0); non-finite input gives "". */
export function formatThousands(value: number, fractionDigits = 0): string {
  return written(value, fractionDigits, false);
}

/** "$12,500", or "$12,500.00" with cents; non-finite input gives "". */
export function formatCurrency(value: number, options: { cents?: boolean } = {}): string {
  return written(value, options.cents ? 2 : 0, true);
}

/**
 * "2,447.9": up to `maxFractionDigits` decimals (default 3), trailing zeros dropped, as en-US's
 * `toLocaleString` writes a number; non-finite input gives "".
 */
export function formatNumber(value: number, maxFractionDigits = 3): string {
  const fixed = written(value, maxFractionDigits, false);
  return maxFractionDigits ? fixed.replace(/\.?0+$/, "") : fixed;
}
