/*
 * Reading numbers people type into the profile's text fields (inputmode numeric/decimal rather
 * than type="number", which mangles commas and scrolls on wheel): "1,200", " 55 " and "$55.50" are
 * fine, an empty field is no value, anything else is a mistake to point out.
 */

export type ParsedAmount = { value: number | null; valid: boolean };

export function parseAmount(text: string, options: { integer?: boolean } = {}): ParsedAmount {
  const cleaned = text.replace(/[\s,$]/g, "");
  if (cleaned === "") return { value: null, valid: true };
  const pattern = options.integer ? /^\d+$/ : /^\d+(\.\d{1,2})?$|^\.\d{1,2}$/;
  if (!pattern.test(cleaned)) return { value: null, valid: false };
  const value = Number(cleaned);
  return Number.isFinite(value) ? { value, valid: true } : { value: null, valid: false };
}

/** How a stored amount shows in its field: whole numbers plain, cents only when there are some. */
export function amountText(value: number | null): string {
  if (value === null) return "";
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}
