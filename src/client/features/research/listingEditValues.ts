import {
  type FieldValue,
  fieldProblem,
  LISTING_FIELDS,
  textOf,
  valueOfText,
} from "../../../common/listingEdits/editRules";
import { RESEARCH_LISTING_FIELDS, type ResearchListingField } from "../../../common/research/researchRules";
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
