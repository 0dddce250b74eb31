import { describe, expect, it } from "vitest";
import { searchHref } from "../search/searchLocation";
import { searchVariables } from "../search/searchVariables";
import { profileSearchLocation } from "./profileSearch";

const place = { state: "ny", citySlug: "new-york", neighborhoodSlugs: ["soho", "tribeca"] };

describe("profileSearchLocation", () => {
  it("searches the profile's market, neighbourhoods, size range and budget", () => {
    const location = profileSearchLocation({ totalSquareFeet: 3000, budgetPsf: 60 }, place);
    expect(searchVariables(location).input).toMatchObject({
      state: "ny",
      citySlug: "new-york",
      neighborhoods: ["soho", "tribeca"],
      minSquareFeet: 2400,
      maxSquareFeet: 3750,
      priceUnit: "PER_SQUARE_FOOT",
      maxPrice: 60,
    });
    expect(searchHref(location)).toBe(
      "/office-space/ny/new-york?neighborhoods=soho,tribeca&min_sf=2400&max_sf=3750&max_price=60",
    );
  });

  it("a flexible budget and no size leave those filters out", () => {
    const input = searchVariables(
      profileSearchLocation({ totalSquareFeet: 0, budgetPsf: null }, { ...place, neighborhoodSlugs: [] }),
    ).input;
    expect(input).not.toHaveProperty("maxPrice");
    expect(input).not.toHaveProperty("minSquareFeet");
    expect(input.neighborhoods).toEqual([]);
  });
});
