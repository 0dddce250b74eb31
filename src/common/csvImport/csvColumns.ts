import { LISTING_FIELDS } from "../listingEdits/editRules";

/*
 * The columns of a vendor's listing CSV (issue 12): one row per space, matched to a building by its
 * address (or a known building id) and to a listing by building + floor and suite. Plain data, no
 * zod: the upload page shows these names without the rules' bytes.
 */

/** Columns that find or create the building. */
export const CSV_BUILDING_COLUMNS = [
  "buildingId",
  "address",
  "city",
  "state",
  "zip",
  "propertyName",
] as const;

/** Set when a row creates its listing (office when empty); a known listing keeps its kind of space. */
export const CSV_CREATE_COLUMNS = ["propertyType"] as const;

/** Listing fields a CSV may set: every editable field but the sublease contact (an id of ours). */
export const CSV_LISTING_COLUMNS = (Object.keys(LISTING_FIELDS) as (keyof typeof LISTING_FIELDS)[]).filter(
  (field) => field !== "subleaseContactId",
);

export const CSV_COLUMNS: readonly string[] = [
  ...CSV_BUILDING_COLUMNS,
  ...CSV_CREATE_COLUMNS,
  ...CSV_LISTING_COLUMNS,
];

/** Every row needs these (a building by id, or by address, city, state and zip). */
export const CSV_REQUIRED_COLUMNS = ["floorAndSuite", "squareFeet"] as const;
export const CSV_ADDRESS_COLUMNS = ["address", "city", "state", "zip"] as const;

/** Largest file and most data rows one upload may carry. */
export const CSV_MAX_BYTES = 50 * 1024 * 1024;
export const CSV_MAX_ROWS = 100_000;
/** Longest row (all its cells) accepted, in characters. */
export const CSV_MAX_ROW_CHARS = 64 * 1024;

/** Where the screen downloads the template and an import's report. */
export const CSV_TEMPLATE_PATH = "/csv-imports/template.csv";
export const csvReportPath = (importId: string) => `/csv-imports/${encodeURIComponent(importId)}/report.csv`;
export const csvUploadPath = (vendorSlug: string) => `/csv-imports/${encodeURIComponent(vendorSlug)}`;

/** A header cell as its column: case, spaces, dashes and underscores do not matter ("Square feet"). */
export function columnOf(header: string): string | undefined {
  const key = header
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, "");
  return CSV_COLUMNS.find((column) => column.toLowerCase() === key);
}
