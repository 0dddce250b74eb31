import { CONTACT_FIELDS, type ContactField, fieldProblem, LISTING_FIELDS } from "../listingFields/fieldRules";

/*
 * The research team's tools (issue 13): list sizes and search limits the server's inputs enforce,
 * and the contact form's and listing editor's fields with their rules, all taken from the shared
 * field rules (common/listingFields/fieldRules.ts) the importer's validate stage runs.
 */

/** Rows a research list shows on a page (contacts, buildings). */
export const RESEARCH_PAGE_SIZE = 25;
/** The most rows one request may ask for. */
export const RESEARCH_MAX_PAGE_SIZE = 50;
/** Pages beyond this are refused: a search narrows the list instead of paging through thousands. */
export const RESEARCH_MAX_PAGE = 200;
/** Longest search text. */
export const RESEARCH_SEARCH_MAX = 100;
/** A building's listings on its availability page, at most. */
export const AVAILABILITY_LISTINGS_MAX = 200;
/** Buildings one contact may be linked to: a building change writes history on each one's listings. */
export const CONTACT_BUILDINGS_MAX = 50;

/** The contact form's fields, in the order it shows them. */
export const CONTACT_FORM_FIELDS = [
  "displayName",
  "firstName",
  "lastName",
  "email",
  "title",
  "companyName",
  "phone",
  "phoneType",
  "cellPhone",
  "contactType",
] as const satisfies readonly ContactField[];

export type ContactFormValues = Record<(typeof CONTACT_FORM_FIELDS)[number], string>;

export const EMPTY_CONTACT: ContactFormValues = {
  displayName: "",
  firstName: "",
  lastName: "",
  email: "",
  title: "",
  companyName: "",
  phone: "",
  phoneType: "",
  cellPhone: "",
  contactType: "UNKNOWN",
};

/** What a typed contact saves: empty text is no value, the e-mail stays as typed for its rule. */
export function contactChangesOf(values: ContactFormValues): Record<string, string | null> {
  return Object.fromEntries(
    CONTACT_FORM_FIELDS.map((field) => {
      const text = values[field].trim();
      return [field, text === "" ? null : field === "email" ? text : values[field]];
    }),
  );
}

/** The form's message for a contact field (the importer runs the same rule). */
export function contactFieldProblem(field: (typeof CONTACT_FORM_FIELDS)[number], raw: string): string | null {
  const value = raw.trim() === "" ? null : raw;
  if (field === "email" && value === null) return null;
  return fieldProblem(CONTACT_FIELDS[field], value);
}

/** Only the fields that differ from the saved contact: an edit saves what was changed. */
export function changedContactFields(
  saved: ContactFormValues,
  values: ContactFormValues,
): Record<string, string | null> {
  const now = contactChangesOf(values);
  const before = contactChangesOf(saved);
  return Object.fromEntries(Object.entries(now).filter(([field, value]) => value !== before[field]));
}

/** The research listing editor's fields (public facts only: the research team reads no broker field). */
export const RESEARCH_LISTING_FIELDS = [
  "status",
  "squareFeet",
  "floorAndSuite",
  "priceModel",
  "accuratePsf",
  "accurateMonthlyPrice",
  "dateAvailable",
  "leaseType",
  "leaseTerm",
  "maxOccupancy",
  "description",
] as const satisfies readonly (keyof typeof LISTING_FIELDS)[];

export type ResearchListingField = (typeof RESEARCH_LISTING_FIELDS)[number];

/** Those fields' rules: what a listing the research team adds may set (researchAddListing). */
export const RESEARCH_LISTING_SPECS = Object.fromEntries(
  RESEARCH_LISTING_FIELDS.map((field) => [field, LISTING_FIELDS[field]]),
) as Pick<typeof LISTING_FIELDS, ResearchListingField>;
