import { describe, expect, it } from "vitest";
import {
  AREA_KINDS,
  averagePricePerFoot,
  calculateSpace,
  estimateRent,
  LOAD_FACTOR,
  type SpaceInputs,
  seatsAfterGrowth,
} from "./spaceCalculator";

const base: SpaceInputs = {
  headcount: 20,
  workStyle: "OPEN_PLAN",
  privateOffices: 0,
  smallConferenceRooms: 0,
  mediumConferenceRooms: 0,
  largeConferenceRooms: 0,
  phoneBooths: 0,
  kitchen: false,
  reception: false,
  growthPercent: 0,
};

describe("seatsAfterGrowth", () => {
  it("rounds growth up to whole seats", () => {
    expect(seatsAfterGrowth(10, 0)).toBe(10);
    expect(seatsAfterGrowth(10, 25)).toBe(13);
    expect(seatsAfterGrowth(3, 50)).toBe(5);
  });

  it("does not add a seat for a binary rounding error", () => {
    // 10 × 1.1 is 11.000000000000002 in floating point; the plan is 11 seats.
    expect(seatsAfterGrowth(10, 10)).toBe(11);
    expect(seatsAfterGrowth(100, 7)).toBe(107);
  });
});

describe("calculateSpace", () => {
  it("plans open-plan desks with a quarter for circulation and a 15% load factor", () => {
    const result = calculateSpace(base);
    expect(result.seats).toBe(20);
    expect(result.deskCount).toBe(20);
    expect(result.areas.desks).toBe(1000);
    expect(result.areas.circulation).toBe(250);
    expect(result.usableSquareFeet).toBe(1250);
    expect(LOAD_FACTOR).toBe(0.15);
    expect(result.rentableSquareFeet).toBe(1438); // 1250 × 1.15 = 1437.5, rounded
    expect(result.rentableSquareFeetPerSeat).toBe(72);
  });

  it("adds every room type with its allowance", () => {
    const result = calculateSpace({
      ...base,
      workStyle: "MIXED",
      privateOffices: 2,
      smallConferenceRooms: 1,
      mediumConferenceRooms: 1,
      largeConferenceRooms: 1,
      phoneBooths: 2,
      kitchen: true,
      reception: true,
    });
    expect(result.privateOfficeCount).toBe(2);
    expect(result.deskCount).toBe(18);
    expect(result.areas).toEqual({
      privateOffices: 240,
      desks: 18 * 64,
      conferenceRooms: 150 + 300 + 500,
      phoneBooths: 60,
      kitchen: 150 + 5 * 20,
      reception: 200,
      circulation: Math.round((240 + 1152 + 950 + 60 + 250 + 200) * 0.3),
    });
    const sum = AREA_KINDS.reduce((total, kind) => total + result.areas[kind], 0);
    expect(result.usableSquareFeet).toBe(sum);
    expect(result.rentableSquareFeet).toBe(Math.round(sum * 1.15));
  });

  it("gives everyone an office in the private-offices style, whatever the office count says", () => {
    const result = calculateSpace({ ...base, workStyle: "PRIVATE_OFFICES", privateOffices: 3 });
    expect(result.privateOfficeCount).toBe(20);
    expect(result.deskCount).toBe(0);
    expect(result.areas.privateOffices).toBe(2400);
    expect(result.areas.circulation).toBe(840);
  });

  it("applies growth to seats, desks and the kitchen, but not to the rooms entered", () => {
    const result = calculateSpace({ ...base, growthPercent: 50, kitchen: true, smallConferenceRooms: 2 });
    expect(result.seats).toBe(30);
    expect(result.areas.desks).toBe(1500);
    expect(result.areas.kitchen).toBe(300);
    expect(result.areas.conferenceRooms).toBe(300);
  });

  it("never plans more offices than seats", () => {
    const result = calculateSpace({ ...base, headcount: 2, privateOffices: 5 });
    expect(result.privateOfficeCount).toBe(2);
    expect(result.deskCount).toBe(0);
  });

  it("handles one person and the largest team without fractions", () => {
    const one = calculateSpace({ ...base, headcount: 1 });
    expect(one.usableSquareFeet).toBe(63); // 50 + 12.5 circulation rounded
    const large = calculateSpace({ ...base, headcount: 10_000, growthPercent: 500, kitchen: true });
    expect(large.seats).toBe(60_000);
    expect(Number.isInteger(large.rentableSquareFeet)).toBe(true);
  });
});

describe("estimateRent", () => {
  it("prices the rentable area a year and a month", () => {
    expect(estimateRent(1000, 60)).toEqual({ yearlyPricePerFoot: 60, yearlyRent: 60_000, monthlyRent: 5000 });
  });

  it("rounds the month up and the year to the dollar", () => {
    expect(estimateRent(1001, 55.5)).toEqual({
      yearlyPricePerFoot: 55.5,
      yearlyRent: 55_556, // 55,555.5
      monthlyRent: 4630, // 4,629.625 rounded up
    });
    // 10 × 36 / 12 is exactly 30: no extra dollar from floating point.
    expect(estimateRent(10, 36)?.monthlyRent).toBe(30);
  });

  it("has no estimate without a positive price", () => {
    expect(estimateRent(1000, null)).toBeNull();
    expect(estimateRent(1000, 0)).toBeNull();
    expect(estimateRent(1000, -5)).toBeNull();
    expect(estimateRent(1000, Number.NaN)).toBeNull();
  });
});

describe("averagePricePerFoot", () => {
  it("averages the known prices to the cent", () => {
    expect(averagePricePerFoot([50, null, 61])).toBe(55.5);
    expect(averagePricePerFoot([10, 10, 11])).toBe(10.33);
    expect(averagePricePerFoot([null])).toBeNull();
    expect(averagePricePerFoot([])).toBeNull();
  });
});
