import {
  CONTACT_TYPE_LABELS,
  LEASE_TERM_LABELS,
  LEASE_TYPE_LABELS,
  LISTING_STATUS_LABELS,
  PRICE_UNIT_LABELS,
  YES_NO_PARTIALLY_LABELS,
} from "../../../common/enums";
import type { SelectOption } from "../../ui/form/SelectField";

/** How the drawer shows an editable field; values and rules come from common/listingFields/fieldRules. */
export type EditControl =
  | { control: "text" | "number" | "money" | "date" | "textarea" | "yesno" }
  | { control: "select"; options: readonly SelectOption[]; required?: boolean };

export type EditFieldDef = EditControl & { field: string; label: string; hint?: string };

const optionsOf = (labels: Readonly<Record<string, string>>): SelectOption[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

export const LISTING_EDITS: readonly EditFieldDef[] = [
  {
    field: "status",
    label: "Availability",
    control: "select",
    options: optionsOf(LISTING_STATUS_LABELS),
    required: true,
  },
  { field: "squareFeet", label: "Size (SF)", control: "number" },
  { field: "maxOccupancy", label: "Max occupancy", control: "number" },
  { field: "floorAndSuite", label: "Floor and suite (public)", control: "text" },
  { field: "privateFloor", label: "Actual floor", control: "text" },
  { field: "privateSuite", label: "Actual suite", control: "text" },
  {
    field: "priceModel",
    label: "Price shown",
    control: "select",
    options: optionsOf(PRICE_UNIT_LABELS),
    required: true,
  },
  { field: "accuratePsf", label: "Price per SF per year", control: "money" },
  { field: "estimatedPsf", label: "Estimated price per SF", control: "money" },
  { field: "accurateMonthlyPrice", label: "Monthly rent", control: "money" },
  { field: "estimatedMonthlyPrice", label: "Estimated monthly rent", control: "money" },
  {
    field: "leaseType",
    label: "Lease type",
    control: "select",
    options: optionsOf(LEASE_TYPE_LABELS),
    required: true,
  },
  { field: "leaseTerm", label: "Lease term", control: "select", options: optionsOf(LEASE_TERM_LABELS) },
  { field: "dateAvailable", label: "Available from", control: "date", hint: "Empty means available now." },
  { field: "conferenceRooms", label: "Conference rooms", control: "number" },
  { field: "officeSpace", label: "Private offices", control: "number" },
  { field: "furnished", label: "Furnished", control: "select", options: optionsOf(YES_NO_PARTIALLY_LABELS) },
  { field: "hasWetPantry", label: "Wet pantry", control: "yesno" },
  { field: "hasPrivateBathroom", label: "Private bathroom", control: "yesno" },
  { field: "amenities", label: "Amenities", control: "text", hint: "Separate them with commas." },
  { field: "tour3dModelId", label: "3D tour model id", control: "text" },
  { field: "description", label: "Description", control: "textarea" },
  { field: "privateDescription", label: "Private description", control: "textarea" },
  { field: "brokerNotes", label: "Broker notes", control: "textarea" },
];

export const BUILDING_EDITS: readonly EditFieldDef[] = [
  { field: "propertyName", label: "Property name", control: "text" },
  { field: "yearBuilt", label: "Year built", control: "number" },
  { field: "floors", label: "Floors", control: "number" },
  {
    field: "classification",
    label: "Building class",
    control: "select",
    options: ["A", "B", "C"].map((c) => ({ value: c, label: `Class ${c}` })),
  },
  { field: "hasAttendedLobby", label: "Attended lobby", control: "yesno" },
  { field: "hasTurnstile", label: "Turnstiles", control: "yesno" },
  { field: "hasRoundTheClockAccess", label: "24/7 access", control: "yesno" },
  { field: "privateDescription", label: "Private building notes", control: "textarea" },
];

export const CONTACT_EDITS: readonly EditFieldDef[] = [
  { field: "displayName", label: "Name", control: "text" },
  { field: "email", label: "E-mail", control: "text" },
  { field: "phone", label: "Phone", control: "text" },
  { field: "title", label: "Title", control: "text" },
  { field: "companyName", label: "Company", control: "text" },
  {
    field: "contactType",
    label: "Role",
    control: "select",
    options: optionsOf(CONTACT_TYPE_LABELS),
    required: true,
  },
];

const LABELS = new Map<string, string>([
  ...LISTING_EDITS.map((d) => [d.field, d.label] as const),
  ...BUILDING_EDITS.map((d) => [`building.${d.field}`, `Building: ${d.label.toLowerCase()}`] as const),
  ...CONTACT_EDITS.map((d) => [`contact.${d.field}`, `Contact: ${d.label.toLowerCase()}`] as const),
  ["brokerInsight", "Broker insight"],
  ["subleaseContactId", "Sublease contact"],
]);

/** A history entry's field as a person reads it ("squareFeet" is "Size (SF)"). */
export const fieldLabel = (field: string) => LABELS.get(field) ?? field;
