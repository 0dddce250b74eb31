import { describe, expect, it } from "vitest";
import { makeUser } from "../account/currentUserFixture";
import type { CurrentActiveRequirements } from "../account/currentUserTypes";
import { initialSearchFromUser } from "./searchStartup";

function requirements(overrides: Partial<CurrentActiveRequirements>): CurrentActiveRequirements {
  return {
    __typename: "Requirements",
    id: "r1",
    neighborhoods: [],
    minPsf: null,
    maxPsf: null,
    minSquareFeet: null,
    maxSquareFeet: null,
    minMonthlyBudget: null,
    maxMonthlyBudget: null,
    numberOfEmployees: null,
    numEmployees: null,
    activeSizeFilter: null,
    activePriceFilter: null,
    minOccupancy: null,
    maxOccupancy: null,
    leaseTerm: null,
    areas: [],
    market: null,
    ...overrides,
  };
}

function campaign(reqs: CurrentActiveRequirements | null) {
  return {
    __typename: "LatestCampaign" as const,
    id: "c1",
    uuid: "uuid-c1",
    listings: [],
    surveys: [],
    currentActiveRequirements: reqs,
  };
}

describe("start-up search seed (spec section 4)", () => {
  it("no user or no cityOfInterest keeps the default search", () => {
    expect(initialSearchFromUser(null)).toBeNull();
    expect(initialSearchFromUser(makeUser({ cityOfInterest: null }))).toBeNull();
  });

  it("a cityOfInterest seeds cityName, numEmployees and neighborhood names", () => {
    const user = makeUser({
      cityOfInterest: "Houston",
      latestCampaign: campaign(
        requirements({
          numEmployees: 25,
          neighborhoods: [
            { __typename: "RequirementNeighborhood", id: "n1", name: "Midtown" },
            { __typename: "RequirementNeighborhood", id: "n2", name: "Uptown" },
          ],
        }),
      ),
    });
    expect(initialSearchFromUser(user)).toEqual({
      cityName: "Houston",
      numEmployees: 25,
      neighborhoods: ["Midtown", "Uptown"],
    });
  });

  it("neighborhood names default to an empty list and numEmployees to null", () => {
    expect(initialSearchFromUser(makeUser({ cityOfInterest: "Austin" }))).toEqual({
      cityName: "Austin",
      numEmployees: null,
      neighborhoods: [],
    });
    expect(
      initialSearchFromUser(makeUser({ cityOfInterest: "Austin", latestCampaign: campaign(null) })),
    ).toEqual({
      cityName: "Austin",
      numEmployees: null,
      neighborhoods: [],
    });
  });

  it("numberOfEmployees stands in when numEmployees is missing", () => {
    const user = makeUser({
      cityOfInterest: "Boston",
      latestCampaign: campaign(requirements({ numberOfEmployees: 9 })),
    });
    expect(initialSearchFromUser(user)?.numEmployees).toBe(9);
  });
});
