// Pinned to en-US so server-rendered and client-rendered numbers are identical whatever the
// machine's locale (a mismatch would break hydration).
const LOCALE = "en-US";

// Building an Intl.NumberFormat costs far more than using one, and pages format hundreds of numbers.
const formatters = new Map<string, Intl.NumberFormat>();
function formatter(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(LOCALE, options);
    formatters.set(key, f);
  }
  return f;
}

/** "12,500". Rounds to `fractionDigits` (default 0); non-finite input gives "". */
export function formatThousands(value: number, fractionDigits = 0): string {
  if (!Number.isFinite(value)) return "";
  return formatter(`n${fractionDigits}`, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/** "$12,500", or "$12,500.00" with cents; non-finite input gives "". */
export function formatCurrency(value: number, options: { cents?: boolean } = {}): string {
  if (!Number.isFinite(value)) return "";
  const digits = options.cents ? 2 : 0;
  return formatter(`c${digits}`, {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}
