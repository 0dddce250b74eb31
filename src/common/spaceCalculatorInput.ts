import { formatNumber } from "./format/numbers";
import {
  MAX_GROWTH_PERCENT,
  MAX_HEADCOUNT,
  MAX_ROOM_COUNT,
  type SpaceInputs,
  seatsAfterGrowth,
  type WorkStyle,
} from "./spaceCalculator";

/* The calculator form as typed (strings) and its validation into SpaceInputs, with one message a field. */

export type SpaceForm = {
  headcount: string;
  workStyle: WorkStyle;
  privateOffices: string;
  smallConferenceRooms: string;
  mediumConferenceRooms: string;
  largeConferenceRooms: string;
  phoneBooths: string;
  kitchen: boolean;
  reception: boolean;
  growthPercent: string;
};

export type CountField =
  | "privateOffices"
  | "smallConferenceRooms"
  | "mediumConferenceRooms"
  | "largeConferenceRooms"
  | "phoneBooths";

export type SpaceFormField = "headcount" | "growthPercent" | CountField;
export type SpaceFormErrors = Partial<Record<SpaceFormField, string>>;

/** A first visit shows a real answer at once: a 25-person team with a typical set of rooms. */
export const DEFAULT_SPACE_FORM: SpaceForm = {
  headcount: "25",
  workStyle: "MIXED",
  privateOffices: "2",
  smallConferenceRooms: "1",
  mediumConferenceRooms: "1",
  largeConferenceRooms: "0",
  phoneBooths: "2",
  kitchen: true,
  reception: true,
  growthPercent: "20",
};

const COUNT_NOUNS: Record<CountField, string> = {
  privateOffices: "Private offices",
  smallConferenceRooms: "Small conference rooms",
  mediumConferenceRooms: "Medium conference rooms",
  largeConferenceRooms: "Large conference rooms",
  phoneBooths: "Phone booths",
};

const fmt = (n: number) => formatNumber(n);

type Parsed = { value: number } | { error: "empty" | "notWhole" | "negative" };

/** "1,200" -> 1200. Digits (and thousands commas) only: no decimals, signs or exponents. */
function parseWhole(raw: string): Parsed {
  const text = raw.trim().replace(/,/g, "");
  if (text === "") return { error: "empty" };
  if (/^-\s*\d+(\.\d+)?$/.test(text)) return { error: "negative" };
  if (!/^\d+$/.test(text)) return { error: "notWhole" };
  return { value: Number(text) };
}

function headcountError(parsed: Parsed): string | null {
  if ("error" in parsed) {
    if (parsed.error === "empty") return "Enter how many people will work in the office.";
    if (parsed.error === "negative") return "Headcount can't be negative.";
    return "Enter the headcount as a whole number, e.g. 25.";
  }
  if (parsed.value < 1) return "Headcount must be at least 1.";
  if (parsed.value > MAX_HEADCOUNT)
    return `This calculator plans offices for up to ${fmt(MAX_HEADCOUNT)} people.`;
  return null;
}

function countError(field: CountField, parsed: Parsed): string | null {
  const noun = COUNT_NOUNS[field];
  if ("error" in parsed) {
    if (parsed.error === "empty") return `Enter a number of ${noun.toLowerCase()} (0 for none).`;
    if (parsed.error === "negative") return `${noun} can't be negative.`;
    return `Enter ${noun.toLowerCase()} as a whole number.`;
  }
  if (parsed.value > MAX_ROOM_COUNT) return `${noun}: at most ${fmt(MAX_ROOM_COUNT)}.`;
  return null;
}

function growthError(parsed: Parsed): string | null {
  if ("error" in parsed) {
    if (parsed.error === "negative") return "Growth can't be negative; enter 0 for no growth.";
    return "Enter growth as a whole percentage, e.g. 20.";
  }
  if (parsed.value > MAX_GROWTH_PERCENT)
    return `Growth above ${MAX_GROWTH_PERCENT}% over one lease is beyond what this calculator plans for.`;
  return null;
}

export type SpaceFormOutcome = { ok: true; inputs: SpaceInputs } | { ok: false; errors: SpaceFormErrors };

export function parseSpaceForm(form: SpaceForm): SpaceFormOutcome {
  const errors: SpaceFormErrors = {};
  const headcount = parseWhole(form.headcount);
  const headcountProblem = headcountError(headcount);
  if (headcountProblem) errors.headcount = headcountProblem;

  // An empty growth field means no growth.
  const growth = form.growthPercent.trim() === "" ? { value: 0 } : parseWhole(form.growthPercent);
  const growthProblem = growthError(growth);
  if (growthProblem) errors.growthPercent = growthProblem;

  const counts = {} as Record<CountField, number>;
  for (const field of Object.keys(COUNT_NOUNS) as CountField[]) {
    // Private offices do not apply when everyone has one, so that field cannot block the result.
    if (field === "privateOffices" && form.workStyle === "PRIVATE_OFFICES") {
      counts[field] = 0;
      continue;
    }
    const parsed = parseWhole(form[field]);
    const problem = countError(field, parsed);
    if (problem) errors[field] = problem;
    else if ("value" in parsed) counts[field] = parsed.value;
  }

  if (!errors.headcount && !errors.growthPercent && !errors.privateOffices && "value" in headcount) {
    const seats = seatsAfterGrowth(headcount.value, "value" in growth ? growth.value : 0);
    if (counts.privateOffices > seats) {
      errors.privateOffices = `You plan ${fmt(seats)} ${seats === 1 ? "seat" : "seats"}; private offices can't outnumber them.`;
    }
  }

  if (Object.keys(errors).length > 0 || !("value" in headcount) || !("value" in growth)) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    inputs: {
      headcount: headcount.value,
      workStyle: form.workStyle,
      growthPercent: growth.value,
      kitchen: form.kitchen,
      reception: form.reception,
      ...counts,
    },
  };
}
