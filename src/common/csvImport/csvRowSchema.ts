import { z } from "zod";
import { PROPERTY_TYPES, type PropertyType } from "../enums";
import {
  FIELD_REQUIRED,
  type FieldSpec,
  type FieldValue,
  fieldProblem,
  LISTING_FIELDS,
  valueOfText,
  YES_OR_NO,
} from "../listingFields/fieldRules";
import { ONE_LINE, tooLong } from "../validation/rules";
import { CSV_ADDRESS_COLUMNS, CSV_LISTING_COLUMNS, CSV_VENDOR_STATUSES } from "./csvColumns";

/*
 * The rules for one CSV row, in zod: the importer's parse and validate stages run them on every row
 * (server), and the template's example row is checked against them (csvTemplate.test.ts), so the
 * template can never teach a vendor a value the importer refuses. Each listing value is checked by
 * the same field rules as the broker's drawer (fieldRules.ts). Not for the browser bundle: the upload
 * page needs only the column names (csvColumns.ts).
 */

/** The building a row names: one we know by id, or an address to match or create. */
export type CsvBuildingRef =
  | { buildingId: number }
  | { address: string; city: string; state: string; zip: string; propertyName: string | null };

/** `propertyType`: the kind of space a new listing is (null: office); a known listing keeps its own. */
export type CsvRow = {
  building: CsvBuildingRef;
  fields: Record<string, FieldValue>;
  propertyType: PropertyType | null;
};

export const ADDRESS_MESSAGE = "Enter the street address with its number, e.g. 245 Park Avenue.";
export const STATE_MESSAGE = "Enter the two-letter state code, e.g. NY.";
export const ZIP_MESSAGE = "Enter a 5-digit ZIP code.";
export const BUILDING_ID_MESSAGE = "Enter a building id (a whole number), or leave it empty.";
export const PROPERTY_TYPE_MESSAGE = `Enter one of ${PROPERTY_TYPES.join(", ")}, or leave it empty (office).`;
export const VENDOR_STATUS_MESSAGE =
  "Enter AVAILABLE or UNAVAILABLE, or leave it empty: our brokers set the other stages.";
export const NO_BUILDING_MESSAGE = "Give the building's address, city, state and zip, or its buildingId.";

const cell = (cells: Record<string, string>, column: string) => (cells[column] ?? "").trim();

function oneLine(value: string, max: number): string | null {
  if ([...value].length > max) return tooLong(max);
  return /\p{Cc}/u.test(value) ? ONE_LINE : null;
}

/** A cell's text as the field's value; yes/no and enum values are read without regard to case. */
function cellValue(spec: FieldSpec, text: string): FieldValue {
  if (spec.kind === "bool") {
    const t = text.toLowerCase();
    if (["true", "yes", "y", "1"].includes(t)) return true;
    if (["false", "no", "n", "0"].includes(t)) return false;
    return text;
  }
  if (spec.kind === "enum") {
    return spec.values.find((v) => v.toLowerCase() === text.toLowerCase()) ?? text;
  }
  return valueOfText(spec, text);
}

function buildingOf(cells: Record<string, string>, issue: (column: string, message: string) => void) {
  const buildingId = cell(cells, "buildingId");
  if (buildingId) {
    if (!/^[1-9]\d{0,9}$/.test(buildingId)) issue("buildingId", BUILDING_ID_MESSAGE);
    return { buildingId: Number(buildingId) };
  }
  const [address, city, state, zip] = CSV_ADDRESS_COLUMNS.map((c) => cell(cells, c));
  if (!address && !city && !state && !zip) {
    issue("address", NO_BUILDING_MESSAGE);
    return null;
  }
  if (!/^\d+[A-Za-z]?(-\d+)?\s+\S/.test(address)) issue("address", ADDRESS_MESSAGE);
  else {
    const problem = oneLine(address, 200);
    if (problem) issue("address", problem);
  }
  const cityProblem = city ? oneLine(city, 100) : FIELD_REQUIRED;
  if (cityProblem) issue("city", cityProblem);
  if (!/^[A-Za-z]{2}$/.test(state)) issue("state", STATE_MESSAGE);
  if (!/^\d{5}(-\d{4})?$/.test(zip)) issue("zip", ZIP_MESSAGE);
  const propertyName = cell(cells, "propertyName");
  const nameProblem = propertyName ? oneLine(propertyName, 120) : null;
  if (nameProblem) issue("propertyName", nameProblem);
  return {
    address: address.replace(/\s+/g, " "),
    city: city.replace(/\s+/g, " "),
    state: state.toLowerCase(),
    zip: zip.slice(0, 5),
    propertyName: propertyName || null,
  };
}

/**
 * One row's cells (column -> text, as read from the file) to the building it names and the listing
 * fields it sets. An empty cell sets nothing (the stored value stays); floorAndSuite and squareFeet
 * are required. Each refusal is an issue whose path is the column.
 */
export const csvRowSchema = z.record(z.string(), z.string()).transform((cells, ctx): CsvRow => {
  const issue = (column: string, message: string) =>
    ctx.addIssue({ code: "custom", path: [column], message });
  const building = buildingOf(cells, issue);
  const fields: Record<string, FieldValue> = {};
  for (const column of CSV_LISTING_COLUMNS) {
    const text = cell(cells, column);
    const spec: FieldSpec = LISTING_FIELDS[column];
    if (!text) {
      if (column === "floorAndSuite" || column === "squareFeet") issue(column, FIELD_REQUIRED);
      continue;
    }
    const value = cellValue(spec, text);
    const problem =
      spec.kind === "bool" && typeof value !== "boolean"
        ? YES_OR_NO
        : column === "status" && !(CSV_VENDOR_STATUSES as readonly unknown[]).includes(value)
          ? VENDOR_STATUS_MESSAGE
          : fieldProblem(spec, value);
    if (problem) issue(column, problem);
    else fields[column] = value;
  }
  return { building: building ?? { buildingId: 0 }, fields, propertyType: propertyTypeOf(cells, issue) };
});

/** The propertyType cell, read without regard to case; empty is null. */
function propertyTypeOf(
  cells: Record<string, string>,
  issue: (column: string, message: string) => void,
): PropertyType | null {
  const text = cell(cells, "propertyType").toLowerCase();
  if (!text) return null;
  const found = PROPERTY_TYPES.find((type) => type === text);
  if (!found) issue("propertyType", PROPERTY_TYPE_MESSAGE);
  return found ?? null;
}

/** A row's problems as the report shows them: "column: message", in column order. */
export function csvRowProblems(error: z.ZodError): string[] {
  return error.issues.map((i) => `${String(i.path[0] ?? "row")}: ${i.message}`);
}

/** The template's example row: a real-looking space every rule above accepts. */
export const CSV_TEMPLATE_EXAMPLE: Readonly<Record<string, string>> = {
  buildingId: "",
  address: "245 Park Avenue",
  city: "New York",
  state: "NY",
  zip: "10167",
  propertyName: "",
  propertyType: "office",
  status: "AVAILABLE",
  squareFeet: "4500",
  maxOccupancy: "30",
  floorAndSuite: "Floor 12, Suite 1200",
  priceModel: "PER_SQUARE_FOOT",
  accuratePsf: "",
  estimatedPsf: "68.50",
  accurateMonthlyPrice: "",
  estimatedMonthlyPrice: "",
  leaseType: "DIRECT",
  leaseTerm: "",
  dateAvailable: "2027-01-15",
  conferenceRooms: "2",
  officeSpace: "6",
  floorMaterial: "CARPET",
  naturalLight: "GOOD",
  furnished: "NO",
  servicesIncluded: "UNKNOWN",
  hasWetPantry: "yes",
  hasExposedCeiling: "no",
  hasPrivateBathroom: "no",
  amenities: "Bike storage, Gym",
  description: "Bright corner space with park views.",
  tour3dModelId: "",
};
