import {
  fieldProblem,
  LISTING_FIELDS,
  type ListingField,
  valueOfText,
} from "../../../common/listingFields/fieldRules";
import {
  PRICE_INPUT_FIELDS,
  PRICE_PAIRS,
  type PriceField,
  type PricePair,
  type PriceState,
  resolvePrices,
  sourceField,
} from "../../../common/listingFields/listingPrices";
import { formatMonthly, formatYearlyPsf } from "../listingCard/listingFormat";

const isPsf = (field: PriceField) => PRICE_PAIRS.some((p) => p.psf === field);

/** "Monthly rent: $22,875 /mo", "Price per SF: $61 /SF/yr", or that it is not set. */
export function derivedPriceText(field: PriceField, value: number | null): string {
  const label = isPsf(field) ? "Price per SF" : "Monthly rent";
  if (value === null) return `${label}: not set.`;
  return `${label}: ${isPsf(field) ? formatYearlyPsf(value) : formatMonthly(value)}, from this and the size.`;
}

/** The figure of a pair the price model leaves to be derived. */
export const derivedField = (pair: PricePair, model: string | null | undefined): PriceField =>
  sourceField(pair, model) === pair.psf ? pair.monthly : pair.psf;

/**
 * What an editor's typed texts mean for the prices: the values of the price inputs typed so far
 * (ones their field rule refuses left out: that field shows its own message), resolved against the
 * saved listing as the server will resolve them. `texts` holds only the fields being edited.
 */
export function livePrices(saved: PriceState, texts: Readonly<Record<string, string | boolean | undefined>>) {
  const typed: Record<string, unknown> = {};
  for (const field of PRICE_INPUT_FIELDS) {
    const text = texts[field];
    if (text === undefined) continue;
    const spec = LISTING_FIELDS[field as ListingField];
    const value = valueOfText(spec, text);
    if (fieldProblem(spec, value) === null) typed[field] = value;
  }
  const model = String(typed.priceModel ?? saved.priceModel ?? "PER_SQUARE_FOOT");
  return { model, ...resolvePrices(saved, typed) };
}

/** The hint under a price pair's input: its derived figure, or why it cannot be derived. */
export function derivedHint(pair: PricePair, live: ReturnType<typeof livePrices>): string {
  const derived = derivedField(pair, live.model);
  return (
    live.problems.find((p) => p.field === derived)?.message ?? derivedPriceText(derived, live.values[derived])
  );
}
