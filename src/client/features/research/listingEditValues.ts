import {
  type FieldValue,
  fieldProblem,
  LISTING_FIELDS,
  textOf,
  valueOfText,
} from "../../../common/listingFields/fieldRules";
import type { PriceState } from "../../../common/listingFields/listingPrices";
import { RESEARCH_LISTING_FIELDS, type ResearchListingField } from "../../../common/research/researchRules";
import { livePrices } from "../listing/derivedPrice";
import type { ResearchListing } from "./researchOperations";

export type ListingFormValues = Record<ResearchListingField, string>;

/** A saved listing as the form's text. */
export function listingFormValues(listing: ResearchListing): ListingFormValues {
  return Object.fromEntries(
    RESEARCH_LISTING_FIELDS.map((field) => [field, textOf(listing[field])]),
  ) as ListingFormValues;
}

/** The form's message for a field: the importer's rule for the value the text stands for. */
export function listingFieldProblem(field: ResearchListingField, text: string): string | null {
  return fieldProblem(LISTING_FIELDS[field], valueOfText(LISTING_FIELDS[field], text));
}

/** The fields whose text differs from the saved listing, as the values to save. */
export function changedListingFields(
  saved: ListingFormValues,
  values: ListingFormValues,
): Record<string, FieldValue> {
  return Object.fromEntries(
    RESEARCH_LISTING_FIELDS.filter((field) => values[field].trim() !== saved[field].trim()).map((field) => [
      field,
      valueOfText(LISTING_FIELDS[field], values[field]),
    ]),
  );
}

/** A new listing's form: the listing-creation contract's own defaults (Vetting, Direct Lease). */
export const NEW_LISTING_VALUES: ListingFormValues = {
  status: "VETTING",
  floorAndSuite: "",
  squareFeet: "",
  maxOccupancy: "",
  priceModel: "PER_SQUARE_FOOT",
  accuratePsf: "",
  accurateMonthlyPrice: "",
  dateAvailable: "",
  leaseType: "DIRECT",
  leaseTerm: "",
  description: "",
};

/** What a new listing's form saves: every field given; an empty one is not sent. */
export function newListingFields(values: ListingFormValues): Record<string, FieldValue> {
  return Object.fromEntries(
    RESEARCH_LISTING_FIELDS.map(
      (field) => [field, valueOfText(LISTING_FIELDS[field], values[field])] as const,
    ).filter(([, value]) => value !== null),
  );
}

/**
 * The prices the form's text comes to (issue 25): the saved listing's figures, with the fields typed
 * differently resolved as the server resolves a save, so the hint shows what will be stored.
 */
export function typedPrices(saved: ListingFormValues, values: ListingFormValues) {
  const stored: PriceState = {};
  const typed: Record<string, string> = {};
  for (const field of ["priceModel", "squareFeet", "accuratePsf", "accurateMonthlyPrice"] as const) {
    const value = valueOfText(LISTING_FIELDS[field], saved[field]);
    if (fieldProblem(LISTING_FIELDS[field], value) === null) Object.assign(stored, { [field]: value });
    if (values[field].trim() !== saved[field].trim()) typed[field] = values[field];
  }
  return livePrices(stored, typed);
}
