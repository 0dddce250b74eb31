import type { PriceUnit } from "../enums";
import { formatCurrency, formatThousands } from "../format/numbers";
import { MONTHLY_PRICE_MAX, PSF_MAX } from "./fieldRules";

/*
 * A listing's two prices are one figure and its consequence (issue 25): the figure of its price
 * model is the one stored as given (the yearly price per SF for PER_SQUARE_FOOT, the month's rent for
 * PER_MONTH) and the other is derived from it and the size. Each pair (accurate, estimated) follows the
 * rule on its own. The importer's apply stage runs resolvePrices on every write (broker drawer,
 * research editor, vendor CSV, any importer job), the editors run it on what is typed to show the
 * derived figure live, and a CHECK constraint (migration 0015) holds the database to the same
 * arithmetic, so no listing can show "$61 /SF/yr · $21,750 /mo" on 4,500 SF.
 */

/** The two figures of one price, as the listing's fields name them. */
export const PRICE_PAIRS = [
  { psf: "accuratePsf", monthly: "accurateMonthlyPrice" },
  { psf: "estimatedPsf", monthly: "estimatedMonthlyPrice" },
] as const;

export type PriceField = (typeof PRICE_PAIRS)[number]["psf" | "monthly"];
export type PricePair = (typeof PRICE_PAIRS)[number];

/** Fields whose change can change a derived figure. */
export const PRICE_INPUT_FIELDS: ReadonlySet<string> = new Set([
  "priceModel",
  "squareFeet",
  ...PRICE_PAIRS.flatMap((p) => [p.psf, p.monthly]),
]);

/** What the rule reads of a listing: its price model, size and figures (absent: none). */
export type PriceState = Partial<Record<PriceField, number | null>> & {
  priceModel?: string | null;
  squareFeet?: number | null;
};

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * A month's rent, in whole dollars, of a yearly price per SF: round(psf × SF / 12), computed on
 * integer cents so it rounds exactly as PostgreSQL's round(numeric) does in the CHECK constraint.
 */
export function monthlyFromPsf(psf: number, squareFeet: number): number {
  return Math.round((cents(psf) * squareFeet) / 1200);
}

/** The yearly price per SF, to the cent, of a month's rent: round(monthly × 12 / SF, 2). */
export function psfFromMonthly(monthly: number, squareFeet: number): number {
  return Math.round((cents(monthly) * 12) / squareFeet) / 100;
}

/** Which figure of a pair the price model stores as given; the other is derived from it. */
export function sourceField(pair: PricePair, model: string | null | undefined): PriceField {
  return model === "PER_MONTH" ? pair.monthly : pair.psf;
}

/** The other figure of a pair from the price model's own figure (null stays null). */
export function derivedFrom(model: string | null | undefined, source: number | null, squareFeet: number) {
  if (source === null) return null;
  return model === "PER_MONTH" ? psfFromMonthly(source, squareFeet) : monthlyFromPsf(source, squareFeet);
}

/**
 * Whether a price per SF and a month's rent given together say the same thing: 12 × monthly and
 * psf × SF differ by no more than rounding the rent to the dollar and the price to the cent can make
 * (in cents: 600 + SF / 2). Integer arithmetic, so the verdict does not depend on binary fractions.
 */
export function pricesAgree(psf: number, monthly: number, squareFeet: number): boolean {
  return Math.abs(12 * cents(monthly) - cents(psf) * squareFeet) * 2 <= 1200 + squareFeet;
}

const psfText = (psf: number) => `${formatCurrency(psf, { cents: !Number.isInteger(psf) })} /SF/yr`;
const monthlyText = (monthly: number) =>
  `${formatCurrency(monthly, { cents: !Number.isInteger(monthly) })} /mo`;

export type PriceProblem = { field: PriceField; message: string };
export type ResolvedPrices = {
  /** The price figures the write leaves on the listing (each pair consistent). */
  values: Record<PriceField, number | null>;
  problems: PriceProblem[];
};

const given = (changes: Record<string, unknown>, field: string) => Object.hasOwn(changes, field);
const numberOrNull = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : null;

/** The price model's figure of a pair after the write, or a problem with what the write gives. */
function sourceAfter(
  pair: PricePair,
  model: string,
  squareFeet: number,
  current: PriceState,
  changes: Record<string, unknown>,
): number | null | PriceProblem {
  const source = sourceField(pair, model);
  const derived = source === pair.psf ? pair.monthly : pair.psf;
  // The other figure read as the price model's one: what a write giving only it means.
  const asSource = (value: number | null) =>
    value === null
      ? null
      : source === pair.psf
        ? psfFromMonthly(value, squareFeet)
        : monthlyFromPsf(value, squareFeet);
  if (given(changes, source) && given(changes, derived)) {
    const s = numberOrNull(changes[source]);
    const d = numberOrNull(changes[derived]);
    const [psf, monthly] = source === pair.psf ? [s, d] : [d, s];
    if (psf === null && monthly === null) return null;
    if (psf === null || monthly === null) {
      return { field: derived, message: "Give both figures of the price, or neither." };
    }
    if (!pricesAgree(psf, monthly, squareFeet)) {
      return {
        field: derived,
        message: `${monthlyText(monthly)} does not match ${psfText(psf)} on ${formatThousands(squareFeet)} SF (${monthlyText(monthlyFromPsf(psf, squareFeet))}). Give one of the two, or two that agree.`,
      };
    }
    return s;
  }
  if (given(changes, source)) return numberOrNull(changes[source]);
  if (given(changes, derived)) return asSource(numberOrNull(changes[derived]));
  const stored = current[source] ?? null;
  return stored !== null ? stored : asSource(current[derived] ?? null);
}

/**
 * The price figures a write leaves on a listing: `current` is the stored listing (an empty object for
 * a new one), `changes` the validated values the write gives. Per pair: the price model's figure is
 * the one given, else the one stored, else the other figure converted; the other is derived from it
 * and the size. Given both, they must agree within rounding (the model's figure is then kept and the
 * other recomputed). A derived figure beyond what a field allows is a problem, as a typed one is.
 */
export function resolvePrices(current: PriceState, changes: Record<string, unknown>): ResolvedPrices {
  const model = String(changes.priceModel ?? current.priceModel ?? "PER_SQUARE_FOOT") as PriceUnit;
  const squareFeet = numberOrNull(given(changes, "squareFeet") ? changes.squareFeet : current.squareFeet);
  const values = {} as Record<PriceField, number | null>;
  const problems: PriceProblem[] = [];
  for (const pair of PRICE_PAIRS) {
    values[pair.psf] = current[pair.psf] ?? null;
    values[pair.monthly] = current[pair.monthly] ?? null;
    // A size the field rules refuse is reported by them; nothing can be derived from it.
    if (squareFeet === null || !Number.isInteger(squareFeet) || squareFeet < 1) continue;
    const source = sourceAfter(pair, model, squareFeet, current, changes);
    if (source !== null && typeof source === "object") {
      problems.push(source);
      continue;
    }
    const sourceKey = sourceField(pair, model);
    const derivedKey = sourceKey === pair.psf ? pair.monthly : pair.psf;
    const kept = source === null ? null : cents(source) / 100;
    const derived = derivedFrom(model, kept, squareFeet);
    values[sourceKey] = kept;
    values[derivedKey] = derived;
    const max = derivedKey === pair.psf ? PSF_MAX : MONTHLY_PRICE_MAX;
    if (derived !== null && derived > max) {
      const text = derivedKey === pair.psf ? psfText(derived) : monthlyText(derived);
      problems.push({
        field: derivedKey,
        message: `This price on ${formatThousands(squareFeet)} SF comes to ${text}, more than a listing may ask: check the size and the price.`,
      });
    }
  }
  return { values, problems };
}

/** Whether a write can change a derived figure: it names a price, the price model or the size. */
export const touchesPrices = (changes: Record<string, unknown>) =>
  Object.keys(changes).some((field) => PRICE_INPUT_FIELDS.has(field));
