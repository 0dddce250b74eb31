import { describe, expect, it } from "vitest";
import { marketSeeds } from "../../server/db/seed/data/markets";
import { STATE_NAMES } from "../stateNames";
import { compareNames, sortByName } from "./compareNames";

const collator = (a: string, b: string) => a.localeCompare(b, "en-US");

describe("compareNames", () => {
  it("orders every seeded market, submarket and neighbourhood name, and every state, as en-US collation does", () => {
    const names = new Set<string>(Object.values(STATE_NAMES));
    for (const market of marketSeeds) {
      names.add(market.name);
      for (const n of market.neighborhoods ?? []) names.add(n[0]);
      for (const submarket of market.submarkets ?? []) {
        names.add(submarket.name);
        for (const n of submarket.neighborhoods) names.add(n[0]);
      }
    }
    expect(names.size).toBeGreaterThan(300);
    const all = [...names];
    expect([...all].sort(compareNames)).toEqual([...all].sort(collator));
  });

  it("ignores case and accents, then puts plain before accented and lower case before upper", () => {
    const names = [
      "SoHo",
      "soho",
      "Tribeca",
      "Élan Park",
      "élan park",
      "Elan Park",
      "elan park",
      "Bushwick",
      "elm",
    ];
    const expected = [
      "Bushwick",
      "elan park",
      "Elan Park",
      "élan park",
      "Élan Park",
      "elm",
      "soho",
      "SoHo",
      "Tribeca",
    ];
    expect([...names].sort(compareNames)).toEqual(expected);
    expect([...names].sort(collator)).toEqual(expected);
    expect(compareNames("Chelsea", "Chelsea")).toBe(0);
  });

  it("sortByName returns a sorted copy", () => {
    const items = [{ name: "Queens" }, { name: "brooklyn" }, { name: "Manhattan" }];
    expect(sortByName(items).map((i) => i.name)).toEqual(["brooklyn", "Manhattan", "Queens"]);
    expect(items[0].name).toBe("Queens");
  });
});
