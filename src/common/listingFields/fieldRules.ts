import {
  CONTACT_TYPES,
  FLOOR_TYPES,
  LEASE_TERMS,
  LEASE_TYPES,
  LISTING_STATUSES,
  PHONE_NUMBER_KINDS,
  PRICE_UNITS,
  QUALITY_SCALE,
  YES_NO_PARTIALLY,
} from "../enums";
import { formatNumber } from "../format/numbers";
import { hasControlCharacter } from "../validation/controlCharacters";
import { EMAIL_INVALID, email as emailRule, ONE_LINE, tooLong } from "../validation/rules";

/*
 * What a broker, the research team or a vendor's CSV may change on a listing, a building, a broker
 * insight or a building contact (issue 12), and the rule for each value. Shared by the drawer's
 * fields, the save mutations' inputs and the importer's validate stage, so the three cannot
 * disagree. Plain functions, no zod: the drawer is in the browser bundle.
 */

/** A field's kind decides how a form shows it and how its value is checked. */
export type FieldSpec =
  | { kind: "int"; min: number; max: number; nullable: boolean }
  | { kind: "money"; max: number }
  | { kind: "decimal"; min: number; max: number }
  | { kind: "text"; max: number; multiline: boolean; nullable: boolean }
  | { kind: "enum"; values: readonly string[]; nullable: boolean }
  | { kind: "bool" }
  | { kind: "date" }
  | { kind: "list"; maxItems: number; maxLength: number }
  | { kind: "pattern"; pattern: RegExp; message: string }
  | { kind: "email" }
  | { kind: "ref"; message?: string };

export type FieldSpecs = Readonly<Record<string, FieldSpec>>;
export type FieldValue = string | number | boolean | string[] | null;

const int = (min: number, max: number, nullable = true): FieldSpec => ({ kind: "int", min, max, nullable });
const line = (max: number, nullable = true): FieldSpec => ({ kind: "text", max, multiline: false, nullable });
const prose = (max: number): FieldSpec => ({ kind: "text", max, multiline: true, nullable: true });
const oneOf = (values: readonly string[], nullable = true): FieldSpec => ({ kind: "enum", values, nullable });

export const DESCRIPTION_MAX = 5000;
export const INSIGHT_MAX = 2000;
export const AMENITIES_MAX = 50;
export const AMENITY_MAX_LENGTH = 60;
/** Dollars: a year's rent per square foot, or a month's rent for the space. */
export const PSF_MAX = 10_000;
export const MONTHLY_PRICE_MAX = 100_000_000;

/** Listing fields in the order the drawer shows them. */
export const LISTING_FIELDS = {
  status: oneOf(LISTING_STATUSES, false),
  squareFeet: int(1, 10_000_000, false),
  maxOccupancy: int(0, 100_000),
  floorAndSuite: line(100, false),
  privateFloor: line(100),
  privateSuite: line(100),
  priceModel: oneOf(PRICE_UNITS, false),
  accuratePsf: { kind: "money", max: PSF_MAX },
  estimatedPsf: { kind: "money", max: PSF_MAX },
  accurateMonthlyPrice: { kind: "money", max: MONTHLY_PRICE_MAX },
  estimatedMonthlyPrice: { kind: "money", max: MONTHLY_PRICE_MAX },
  leaseType: oneOf(LEASE_TYPES, false),
  leaseTerm: oneOf(LEASE_TERMS),
  dateAvailable: { kind: "date" },
  conferenceRooms: int(0, 1000),
  officeSpace: int(0, 10_000),
  floorMaterial: oneOf(FLOOR_TYPES),
  naturalLight: oneOf(QUALITY_SCALE),
  furnished: oneOf(YES_NO_PARTIALLY),
  servicesIncluded: oneOf(YES_NO_PARTIALLY),
  hasWetPantry: { kind: "bool" },
  hasExposedCeiling: { kind: "bool" },
  hasPrivateBathroom: { kind: "bool" },
  amenities: { kind: "list", maxItems: AMENITIES_MAX, maxLength: AMENITY_MAX_LENGTH },
  description: prose(DESCRIPTION_MAX),
  privateDescription: prose(DESCRIPTION_MAX),
  brokerNotes: prose(DESCRIPTION_MAX),
  tour3dModelId: {
    kind: "pattern",
    pattern: /^[A-Za-z0-9_-]{1,64}$/,
    message: "Use the model id from the 3D tour's link: letters, digits, - and _.",
  },
  subleaseContactId: { kind: "ref" },
} as const satisfies FieldSpecs;

/** Listing fields only brokers read (spec section 6); every other one is on the public page. */
export const PRIVATE_LISTING_FIELDS: ReadonlySet<string> = new Set([
  "privateFloor",
  "privateSuite",
  "privateDescription",
  "brokerNotes",
  "subleaseContactId",
]);

export const BUILDING_FIELDS = {
  propertyName: line(120),
  yearBuilt: int(1700, 2100),
  floors: int(1, 250),
  classification: oneOf(["A", "B", "C"]),
  hasAttendedLobby: { kind: "bool" },
  hasTurnstile: { kind: "bool" },
  hasRoundTheClockAccess: { kind: "bool" },
  description: prose(DESCRIPTION_MAX),
  privateDescription: prose(DESCRIPTION_MAX),
} as const satisfies FieldSpecs;

export const PRIVATE_BUILDING_FIELDS: ReadonlySet<string> = new Set(["privateDescription"]);

export const CMS_CONTENT_MAX = 20_000;

/**
 * The building admin's fields (issue 13): the drawer's, plus where the building is (coordinates and
 * neighbourhood, copied onto its listings) and its editorial content. The API lets only admins name
 * the extra ones (the `building.administer` rule).
 */
export const BUILDING_ADMIN_FIELDS = {
  ...BUILDING_FIELDS,
  neighborhoodId: { kind: "ref", message: "Choose a neighbourhood of the building's market." },
  lat: { kind: "decimal", min: -90, max: 90 },
  lng: { kind: "decimal", min: -180, max: 180 },
  cmsContent: prose(CMS_CONTENT_MAX),
} as const satisfies FieldSpecs;

/** The building admin's fields that are not the drawer's. */
export const ADMIN_ONLY_BUILDING_FIELDS: ReadonlySet<string> = new Set(
  Object.keys(BUILDING_ADMIN_FIELDS).filter((f) => !Object.hasOwn(BUILDING_FIELDS, f)),
);

export const CONTACT_FIELDS = {
  displayName: line(120, false),
  firstName: line(80),
  lastName: line(80),
  email: { kind: "email" },
  title: line(120),
  companyName: line(120),
  phone: line(40),
  phoneType: oneOf(PHONE_NUMBER_KINDS),
  cellPhone: line(40),
  contactType: oneOf(CONTACT_TYPES, false),
} as const satisfies FieldSpecs;

export const INSIGHT_FIELDS = {
  content: { kind: "text", max: INSIGHT_MAX, multiline: true, nullable: false },
} as const satisfies FieldSpecs;

/**
 * What a save does to a building contact (the API's ContactAction). LINK adds an existing contact
 * to one more building (the research team's "add building").
 */
export const CONTACT_ACTIONS = ["CREATE", "UPDATE", "DELETE", "LINK"] as const;

export type ListingField = keyof typeof LISTING_FIELDS;
export type BuildingField = keyof typeof BUILDING_FIELDS;
export type BuildingAdminField = keyof typeof BUILDING_ADMIN_FIELDS;
export type ContactField = keyof typeof CONTACT_FIELDS;

export const FIELD_REQUIRED = "This field cannot be empty.";
export const WHOLE_NUMBER = "Enter a whole number.";
export const AMOUNT = "Enter an amount in dollars.";
export const DATE_FORMAT = "Enter a date like 2026-05-14.";
export const YES_OR_NO = "Choose yes or no.";
export const UNKNOWN_FIELD = "This field cannot be changed here.";
export const between = (min: number, max: number) =>
  `Enter a number from ${formatNumber(min)} to ${formatNumber(max)}.`;
export const chooseOne = "Choose one of the listed values.";

function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && y <= 2200 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function textProblem(value: string, max: number, multiline: boolean): string | null {
  if ([...value].length > max) return tooLong(max);
  if (multiline) return hasControlCharacter(value) ? "Remove the control characters." : null;
  return /\p{Cc}/u.test(value) ? ONE_LINE : null;
}

/** The message a field shows for a value, or null when the value may be saved. */
export function fieldProblem(spec: FieldSpec, value: unknown): string | null {
  if (value === null || value === undefined) {
    const nullable = !("nullable" in spec) || spec.nullable;
    return nullable && spec.kind !== "list" ? null : FIELD_REQUIRED;
  }
  switch (spec.kind) {
    case "int":
      if (typeof value !== "number" || !Number.isInteger(value)) return WHOLE_NUMBER;
      return value < spec.min || value > spec.max ? between(spec.min, spec.max) : null;
    case "money":
      if (typeof value !== "number" || !Number.isFinite(value)) return AMOUNT;
      return value < 0 || value > spec.max ? between(0, spec.max) : null;
    case "text":
      if (typeof value !== "string") return FIELD_REQUIRED;
      if (!spec.nullable && !value.trim()) return FIELD_REQUIRED;
      return textProblem(value, spec.max, spec.multiline);
    case "enum":
      return typeof value === "string" && spec.values.includes(value) ? null : chooseOne;
    case "bool":
      return typeof value === "boolean" ? null : YES_OR_NO;
    case "date":
      return typeof value === "string" && isCalendarDate(value) ? null : DATE_FORMAT;
    case "list":
      if (!Array.isArray(value)) return FIELD_REQUIRED;
      if (value.length > spec.maxItems) return `List at most ${spec.maxItems}.`;
      for (const item of value) {
        if (typeof item !== "string" || !item.trim()) return FIELD_REQUIRED;
        const problem = textProblem(item, spec.maxLength, false);
        if (problem) return problem;
      }
      return null;
    case "decimal":
      if (typeof value !== "number" || !Number.isFinite(value)) return "Enter a number.";
      return value < spec.min || value > spec.max ? between(spec.min, spec.max) : null;
    case "pattern":
      return typeof value === "string" && spec.pattern.test(value) ? null : spec.message;
    case "email":
      return typeof value === "string" && value.trim() && !emailRule(value) ? null : EMAIL_INVALID;
    case "ref":
      return typeof value === "string" && /^[1-9][0-9]{0,9}$/.test(value)
        ? null
        : (spec.message ?? "Choose a contact.");
  }
}

export type ChangeProblem = { field: string; message: string };

/** Every problem with a set of changes: unknown fields and values their field refuses. */
export function changeProblems(specs: FieldSpecs, changes: Record<string, unknown>): ChangeProblem[] {
  const problems: ChangeProblem[] = [];
  for (const [field, value] of Object.entries(changes)) {
    const spec = Object.hasOwn(specs, field) ? specs[field] : undefined;
    const message = spec ? fieldProblem(spec, value) : UNKNOWN_FIELD;
    if (message) problems.push({ field, message });
  }
  return problems;
}

/** Text is stored trimmed, and an empty optional text or list item is no value. */
export function normalizeValue(spec: FieldSpec, value: FieldValue): FieldValue {
  if (typeof value === "string" && (spec.kind === "text" || spec.kind === "email")) {
    const trimmed = value.trim();
    return trimmed === "" && spec.kind === "text" && spec.nullable ? null : trimmed;
  }
  if (Array.isArray(value)) return value.map((v) => v.trim());
  return value;
}

/** A stored value as a field shows it: "" for none, "true"/"false" for a yes/no, a list comma-separated. */
export function textOf(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.join(", ");
  return String(value);
}

/**
 * What a field's text means as a value to save: "" is none (null), numbers as typed ("$1,250.50"
 * for money), "true"/"false" for a yes/no, a list split on commas. Text that is not a number
 * becomes NaN, which fieldProblem refuses with the field's message.
 */
export function valueOfText(spec: FieldSpec, raw: string | boolean): FieldValue {
  if (typeof raw === "boolean") return raw;
  const text = raw.trim();
  switch (spec.kind) {
    case "int":
      return text === ""
        ? null
        : /^-?\d+$/.test(text.replaceAll(",", ""))
          ? Number(text.replaceAll(",", ""))
          : Number.NaN;
    case "money": {
      const plain = text.replace(/^\$/, "").replaceAll(",", "");
      return plain === "" ? null : /^\d+(\.\d{1,2})?$/.test(plain) ? Number(plain) : Number.NaN;
    }
    case "decimal":
      return text === "" ? null : /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
    case "bool":
      return text === "" ? null : text === "true";
    case "list":
      return text
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean);
    case "text":
      return text === "" && spec.nullable ? null : raw;
    default:
      return text === "" ? null : text;
  }
}
