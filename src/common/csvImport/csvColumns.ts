import { LISTING_FIELDS, PRIVATE_LISTING_FIELDS } from "../listingFields/fieldRules";

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

/**
 * Listing fields a vendor's CSV may set (issue 24): every editable field a renter can read. The
 * broker-only ones (private floor and suite, private description, broker notes) and the sublease
 * contact (an id of ours) are our brokers' to keep, never a feed's.
 */
export const CSV_LISTING_COLUMNS = (Object.keys(LISTING_FIELDS) as (keyof typeof LISTING_FIELDS)[]).filter(
  (field) => !PRIVATE_LISTING_FIELDS.has(field),
);

/** Columns of the drawer a vendor may not send: named in the header, the file is refused. */
export const CSV_BROKER_ONLY_COLUMNS = (Object.keys(LISTING_FIELDS) as string[]).filter((field) =>
  PRIVATE_LISTING_FIELDS.has(field),
);

/**
 * The statuses a feed may set: a space is on the market or off it. The brokerage's own stages
 * (offers in, lease out) are our brokers'; VETTING is the review queue's (a new listing of a vendor
 * that is not trusted starts there whatever its row says).
 */
export const CSV_VENDOR_STATUSES = ["AVAILABLE", "UNAVAILABLE"] as const;
export type CsvVendorStatus = (typeof CSV_VENDOR_STATUSES)[number];

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

const headerKey = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, "");

/** A header cell as its column: case, spaces, dashes and underscores do not matter ("Square feet"). */
export function columnOf(header: string): string | undefined {
  const key = headerKey(header);
  return CSV_COLUMNS.find((column) => column.toLowerCase() === key);
}

/** The refusal of a header cell naming a broker-only field, or null for any other cell. */
export function brokerOnlyColumnProblem(header: string): string | null {
  const key = headerKey(header);
  const column = CSV_BROKER_ONLY_COLUMNS.find((c) => c.toLowerCase() === key);
  return column
    ? `The column "${column}" is kept by Squarely's brokers and a feed may not set it. Remove the column and upload the file again.`
    : null;
}
