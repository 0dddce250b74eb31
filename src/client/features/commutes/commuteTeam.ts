import { MAX_COMMUTE_HOMES, normalizeZip, parseZipList } from "../../../common/commuteInput";

/* The team's home ZIP codes as the page edits them: one row a person, with stable keys. */

export type Person = { key: number; zip: string; touched: boolean };

/** The first visit's single empty row; a fixed key so the server and the browser render the same ids. */
export const FIRST_PERSON: Person = { key: 0, zip: "", touched: false };

// Rows added later are created by events, in the browser only.
let nextKey = 1;
export function newPerson(zip = ""): Person {
  return { key: nextKey++, zip, touched: zip !== "" };
}

export type PasteOutcome = {
  people: Person[];
  added: number;
  /** Pieces that were not ZIP codes, as pasted. */
  invalid: string[];
  /** Good codes that did not fit under the limit. */
  overLimit: number;
};

/** Appends pasted codes as new people; empty rows are dropped first so a paste fills the list. */
export function addPasted(people: readonly Person[], text: string): PasteOutcome {
  const { zips, invalid } = parseZipList(text);
  const kept = people.filter((p) => p.zip.trim() !== "");
  const room = Math.max(0, MAX_COMMUTE_HOMES - kept.length);
  const fitting = zips.slice(0, room);
  const next = [...kept, ...fitting.map((zip) => newPerson(zip))];
  return {
    people: next.length ? next : [newPerson()],
    added: fitting.length,
    invalid,
    overLimit: zips.length - fitting.length,
  };
}

export type ZipRequest = {
  /** Normalised codes of the people whose ZIP is well formed, in list order. */
  homeZips: string[];
  /** 1-based person number of each entry of homeZips. */
  personNumbers: number[];
};

export function zipRequest(people: readonly Person[]): ZipRequest {
  const homeZips: string[] = [];
  const personNumbers: number[] = [];
  people.forEach((person, index) => {
    const zip = normalizeZip(person.zip);
    if (zip) {
      homeZips.push(zip);
      personNumbers.push(index + 1);
    }
  });
  return { homeZips, personNumbers };
}

/** The message under one person's field, if any. */
export function personError(person: Person, unknownZips: readonly string[]): string | null {
  const text = person.zip.trim();
  if (text === "") return null;
  const zip = normalizeZip(text);
  if (!zip)
    return person.touched ? "Enter a 5-digit US ZIP code or a Canadian postal code such as M5V." : null;
  if (unknownZips.includes(zip)) return `We could not find ZIP code ${zip}; this person is left out.`;
  return null;
}
