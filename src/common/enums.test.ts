import { describe, expect, it } from "vitest";
import {
  CONTACT_TYPE_LABELS,
  IMPORTER_JOB_STATUSES,
  isEnumValue,
  isImporterJobDone,
  isImporterJobSuccess,
  LEASE_TERM_LABELS,
  LEASE_TERMS,
  LEASE_TYPE_LABELS,
  LISTING_STATUS_LABELS,
  MOVE_IN_TIMEFRAME_LABELS,
  ONBOARDING_PHASE_LABELS,
  PHONE_NUMBER_KIND_LABELS,
  PRICE_UNIT_LABELS,
  QUALITY_LABELS,
  YES_NO_PARTIALLY_LABELS,
} from "./enums";

describe("label maps", () => {
  it("copies the spec's lease term labels exactly", () => {
    expect(LEASE_TERM_LABELS).toEqual({
      LESS_THAN_ONE_YEAR: "< 1 Year",
      ONE_TO_TWO_YEARS: "1-2 Years",
      THREE_TO_FIVE_YEARS: "3-5 Years",
      MORE_THAN_FIVE_YEARS: "5+ Years",
      FLEXIBLE: "Flexible",
    });
  });

  it("copies the spec's other labels exactly", () => {
    expect(LISTING_STATUS_LABELS.OFFERS_IN).toBe("Offers In");
    expect(LISTING_STATUS_LABELS.SF_OFFERS_IN).toBe("SF Offer In");
    expect(LEASE_TYPE_LABELS.DIRECT).toBe("Direct Lease");
    expect(PRICE_UNIT_LABELS).toEqual({ PER_SQUARE_FOOT: "Price per SF", PER_MONTH: "Monthly" });
    expect(PHONE_NUMBER_KIND_LABELS).toEqual({
      personal: "Personal Office Number",
      shared: "Shared Office Number",
    });
  });

  it("labels move-in timeframes the way lease terms are labelled", () => {
    expect(MOVE_IN_TIMEFRAME_LABELS.LESS_THAN_THREE_MONTHS).toBe("< 3 Months");
    expect(MOVE_IN_TIMEFRAME_LABELS.TEN_TO_TWELVE_MONTHS).toBe("10-12 Months");
    expect(MOVE_IN_TIMEFRAME_LABELS.MORE_THAN_TWELVE_MONTHS).toBe("12+ Months");
  });

  it("title-cases values the spec gives no label for", () => {
    expect(LISTING_STATUS_LABELS.LEASE_OUT).toBe("Lease Out");
    expect(LISTING_STATUS_LABELS.SF_LEASE_OUT).toBe("SF Lease Out");
    expect(LEASE_TYPE_LABELS.LICENSE_AGREEMENT).toBe("License Agreement");
    expect(MOVE_IN_TIMEFRAME_LABELS.FLEXIBLE).toBe("Flexible");
    expect(QUALITY_LABELS.VERY_GOOD).toBe("Very Good");
    expect(CONTACT_TYPE_LABELS.BUILDING_AGENT).toBe("Building Agent");
    expect(YES_NO_PARTIALLY_LABELS.NEGOTIABLE).toBe("Negotiable");
    expect(ONBOARDING_PHASE_LABELS.SKIPPED_CTA).toBe("Skipped CTA");
  });

  it("has a label for every value and none extra", () => {
    expect(Object.keys(LEASE_TERM_LABELS)).toEqual([...LEASE_TERMS]);
  });
});

describe("isEnumValue", () => {
  it("narrows known values only", () => {
    expect(isEnumValue(LEASE_TERMS, "FLEXIBLE")).toBe(true);
    expect(isEnumValue(LEASE_TERMS, "flexible")).toBe(false);
    expect(isEnumValue(LEASE_TERMS, 3)).toBe(false);
  });
});

describe("importer job status", () => {
  it("treats SUCCESS as the only success", () => {
    expect(isImporterJobSuccess("SUCCESS")).toBe(true);
    for (const status of ["ERROR", "DEAD", "DUPLICATE", null, undefined, "RUNNING"]) {
      expect(isImporterJobSuccess(status)).toBe(false);
    }
  });

  it("counts the four known statuses as done and anything else as still running", () => {
    for (const status of IMPORTER_JOB_STATUSES) expect(isImporterJobDone(status)).toBe(true);
    for (const status of [null, undefined, "", "QUEUED", "success"]) {
      expect(isImporterJobDone(status)).toBe(false);
    }
  });
});
