import { parse, specifiedRules, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { buildSchema } from "../schema";
import { listFieldsWithoutSize } from "./capListSizes";
import { clientOperations } from "./clientDocuments";
import { NoNestedListingListsRule } from "./listingNestingRule";
import { operationCost } from "./queryCost";
import { createRequestCoster } from "./requestCost";

const schema = buildSchema();
const cost = (query: string, variables: unknown = {}) =>
  operationCost(schema, parse(query), null, variables, Number.POSITIVE_INFINITY);

describe("request cost", () => {
  it("every list field of the schema declares its maximum size (@listSize)", () => {
    expect(listFieldsWithoutSize(schema)).toEqual([]);
  });

  it("every client document validates, nesting rule included", async () => {
    const operations = await clientOperations();
    expect(operations.length).toBeGreaterThan(30);
    for (const { name, document } of operations) {
      const errors = validate(schema, document, [...specifiedRules, NoNestedListingListsRule]);
      expect(errors.map((e) => `${name}: ${e.message}`)).toEqual([]);
    }
  });

  it("multiplies nested lists by their limits, capped at the declared maximum", () => {
    const one = cost(`{ search(input: { state: "ny", citySlug: "x", limit: 10 }) { listings { id } } }`);
    const ten = cost(
      `{ search(input: { state: "ny", citySlug: "x", limit: 10 }) { listings { id nearbyListings(limit: 10) { id } } } }`,
    );
    // search: weight 10 + one SearchResult (1) + 10 listings of 1; then each listing's
    // nearbyListings: 1 for the field with arguments + 10 listings of 1.
    expect(one).toBe(1 + 10 + 1 + 10);
    expect(ten).toBe(1 + 10 + 1 + 10 * (1 + 1 + 10));
    const capped = cost(
      `{ search(input: { state: "ny", citySlug: "x", limit: 100000 }) { listings { id } } }`,
    );
    expect(capped).toBe(1 + 10 + 1 + 48);
  });

  it("sizes lists from variables and from an enclosing field's input lists", () => {
    const query = `query C($h: [String!]!, $c: [CommuteCandidateInput!]!) {
      commuteEstimates(homeZips: $h, candidates: $c) { offices { commutes { homeIndex } } } }`;
    const small = cost(query, { h: ["10001"], c: [{ kind: "BUILDING", id: "1" }] });
    const big = cost(query, {
      h: Array(200).fill("10001"),
      c: Array(10).fill({ kind: "BUILDING", id: "1" }),
    });
    expect(small).toBe(1 + 2 + 1 * (1 + 1 + 1 * 1));
    expect(big).toBe(1 + 210 + 1 * (1 + 10 * (1 + 200)));
  });

  it("charges each item of an input list", () => {
    const events = (n: number) =>
      cost("mutation R($e: [AnalyticsEventInput!]!) { recordEvents(events: $e) }", {
        e: Array(n).fill({ type: "TRACK", name: "x" }),
      });
    expect(events(50)).toBe(51);
    expect(events(5000)).toBe(5001);
  });

  it("sums a batch and keeps cheap repeated operations cheap", () => {
    const coster = createRequestCoster(schema);
    const op = { query: "{ currentUser { id tours { id } latestCampaign { listings { id } } } }" };
    const single = coster.cost(op, 1e9);
    expect(coster.cost(Array(2000).fill(op), 1e9)).toBe(2000 * single);
    expect(coster.cost([op, { query: "not graphql" }, 5], 1e9)).toBe(single + 2);
  });

  it("costs a fragment bomb as too high to count instead of expanding it", () => {
    const levels = Array.from(
      { length: 15 },
      (_, i) => `fragment F${i} on Query { a: ...F${i + 1} b: ...F${i + 1} }`,
    );
    const bomb = `{ ...F0 } ${levels.join(" ").replace(/[ab]: /g, "")} fragment F15 on Query { markets { id } }`;
    expect(cost(bomb)).toBeGreaterThan(50_000);
  });
});
