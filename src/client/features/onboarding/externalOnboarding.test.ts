import { describe, expect, it } from "vitest";
import {
  externalTargetStep,
  matchNeighborhoods,
  readExternalNotes,
  readExternalParams,
} from "./externalOnboarding";

describe("readExternalParams", () => {
  it("reads every profile field a partner may send", () => {
    const read = readExternalParams(
      "?numEmployees=25&psfPerEmployee=175&city=Houston&neighborhoods=montrose,Midtown&budgetPsf=42.5" +
        "&leaseTerm=one_to_two_years&moveInDate=THREE_TO_SIX_MONTHS&name=Robin%20Quinn&companyName=Quinn%20Labs" +
        "&email=Robin@Example.com&phone=713-555-0101&comments=Near%20transit&utm_source=partner",
    );
    expect(read.notes).toEqual([]);
    expect(read.city).toBe("Houston");
    expect(read.neighborhoods).toEqual(["montrose", "Midtown"]);
    expect(read.patch).toEqual({
      numEmployees: 25,
      psfPerEmployee: 175,
      budgetPsf: 42.5,
      leaseTerm: "ONE_TO_TWO_YEARS",
      moveInDate: "THREE_TO_SIX_MONTHS",
      name: "Robin Quinn",
      companyName: "Quinn Labs",
      email: "Robin@example.com",
      phone: "713-555-0101",
      renterComments: "Near transit",
    });
  });

  it("leaves out each bad value with a note, and keeps the good ones", () => {
    const read = readExternalParams(
      "?numEmployees=lots&psfPerEmployee=5&budgetMonthly=-3&leaseTerm=forever&moveInDate=soon&email=nope&phone=12&numEmployees=9",
    );
    expect(read.patch).toEqual({});
    expect(read.notes).toEqual([
      "numEmployees “lots” is not a number of seats from 1 to 100,000.",
      "psfPerEmployee “5” is not a space per person from 50 to 1,000 sf.",
      "budgetMonthly “-3” is not an amount in dollars.",
      "leaseTerm “forever” is not a lease term we know.",
      "moveInDate “soon” is not a move-in timeframe we know.",
      "email “nope” is not an e-mail address.",
      "phone “12” is not a phone number with its area code.",
    ]);
  });

  it("with both budgets the psf wins and the monthly figure follows it", () => {
    expect(readExternalParams("?budgetPsf=50&budgetMonthly=99999").patch).toEqual({ budgetPsf: 50 });
    expect(readExternalParams("?budgetMonthly=12500").patch).toEqual({ budgetMonthly: 12500 });
  });

  it("shortens a huge value in its note and ignores empty parameters", () => {
    const read = readExternalParams(`?numEmployees=${"9".repeat(80)}&city=&name=`);
    expect(read.notes[0]).toMatch(/^numEmployees “9{40}…” is not/);
    expect(read.city).toBeNull();
    expect(read.patch).toEqual({});
  });
});

describe("externalTargetStep", () => {
  const full = { numEmployees: 10, leaseTerm: "FLEXIBLE" as const, moveInDate: "FLEXIBLE" as const };
  it("opens the first step the link left unanswered", () => {
    expect(
      externalTargetStep({ ...full, numEmployees: null }, { city: true, budget: true, timeframes: true }),
    ).toBe("size");
    expect(externalTargetStep(full, { city: false, budget: true, timeframes: true })).toBe("location");
    expect(externalTargetStep(full, { city: true, budget: false, timeframes: true })).toBe("budget");
    expect(externalTargetStep(full, { city: true, budget: true, timeframes: false })).toBe("timeframes");
    expect(externalTargetStep(full, { city: true, budget: true, timeframes: true })).toBe("results");
  });
});

describe("matchNeighborhoods", () => {
  const hoods = [
    { slug: "montrose", name: "Montrose" },
    { slug: "midtown", name: "Midtown" },
  ];
  it("matches slugs and names in any case, once each, and notes the rest", () => {
    const matched = matchNeighborhoods(["MONTROSE", "midtown", "Montrose", "Narnia"], hoods, "Houston");
    expect(matched.found.map((h) => h.slug)).toEqual(["montrose", "midtown"]);
    expect(matched.notes).toEqual(["neighborhoods “Narnia” is not a neighbourhood of Houston."]);
  });
});

describe("readExternalNotes", () => {
  it("reads notes from navigation state and ignores anything else", () => {
    expect(readExternalNotes({ externalNotes: ["a", 3, "b"] })).toEqual(["a", "b"]);
    expect(readExternalNotes(null)).toEqual([]);
    expect(readExternalNotes({ externalNotes: "a" })).toEqual([]);
  });
});
