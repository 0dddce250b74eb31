import { describe, expect, it } from "vitest";
import { calculateSpace } from "../../../common/spaceCalculator";
import { sizeRangeAround } from "../../../common/teamSpace";
import { calculatorSearch } from "./calculatorSearch";

describe("the space calculator's search hand-off", () => {
  // Issue 25: 48 people in an open plan with the form's usual rooms are 5,233 RSF, yet the button
  // used to apply numEmployees=48, i.e. 6,000-12,000 SF.
  const result = calculateSpace({
    headcount: 48,
    growthPercent: 0,
    workStyle: "OPEN_PLAN",
    privateOffices: 2,
    smallConferenceRooms: 1,
    mediumConferenceRooms: 1,
    largeConferenceRooms: 0,
    phoneBooths: 2,
    kitchen: true,
    reception: true,
  });

  it("applies the team-size rule's range around the rentable square feet it shows", () => {
    expect(result.seats).toBe(48);
    expect(result.rentableSquareFeet).toBe(5233);
    const search = calculatorSearch({ state: "ny", citySlug: "new-york", neighborhood: null }, 5233);
    expect(search?.range).toEqual(sizeRangeAround(result.rentableSquareFeet));
    expect(search?.href).toBe("/office-space/ny/new-york?min_sf=4186&max_sf=6542");
  });

  it("keeps the neighbourhood in the path and carries no headcount", () => {
    const search = calculatorSearch({ state: "ny", citySlug: "new-york", neighborhood: "soho" }, 7200);
    expect(search?.href).toBe("/office-space/ny/new-york/soho?min_sf=5760&max_sf=9000");
    expect(search?.href).not.toContain("numEmployees");
  });

  it("offers no search without a figure", () => {
    expect(calculatorSearch({ state: "ny", citySlug: "new-york", neighborhood: null }, 0)).toBeNull();
  });
});
