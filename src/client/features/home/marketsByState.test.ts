import { describe, expect, it } from "vitest";
import type { DirectoryMarket } from "../../layout/marketDirectoryQuery";
import { groupMarketsByState } from "./marketsByState";

const market = (name: string, state: string): DirectoryMarket =>
  ({
    id: `${state}-${name}`,
    name,
    state,
    slug: name.toLowerCase(),
    path: "/",
    listingCount: 1,
  }) as DirectoryMarket;

describe("groupMarketsByState", () => {
  it("groups by state, states by full name and markets by name, alphabetically", () => {
    const groups = groupMarketsByState([
      market("Houston", "tx"),
      market("Brooklyn", "ny"),
      market("Austin", "tx"),
      market("Albany", "ny"),
    ]);
    expect(groups.map((g) => [g.stateName, g.markets.map((m) => m.name)])).toEqual([
      ["New York", ["Albany", "Brooklyn"]],
      ["Texas", ["Austin", "Houston"]],
    ]);
  });

  it("shows an unknown code in capitals rather than dropping its markets", () => {
    expect(groupMarketsByState([market("Somewhere", "zz")])).toMatchObject([
      { state: "zz", stateName: "ZZ", markets: [{ name: "Somewhere" }] },
    ]);
  });
});
