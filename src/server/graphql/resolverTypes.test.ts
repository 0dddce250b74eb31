import { describe, expect, it } from "vitest";
import { publicAccess } from "../policies/policy";
import type { Resolvers } from "./generated/resolverTypes";
import { guarded } from "./guard";
import type { listingFields } from "./listing/listingFields";
import type { BuildingRow, ListingRow } from "./listing/listingLoaders";
import type { UncoveredFields } from "./resolverCoverage";
import { allResolvers } from "./schema";

/*
 * The resolver maps are typed from the schema (npm run codegen): these cases are the proof that
 * `tsc` refuses a resolver disagreeing with it. Each @ts-expect-error fails the typecheck if the
 * line after it ever compiles. The runtime expectations only keep vitest reading the file.
 */

type Maps = (typeof allResolvers)[number];
/** Every map but listingFields, whose Listing fields the cases below take away one at a time. */
type OtherMaps = Exclude<Maps, typeof listingFields>;
type ListingFieldsWithout<K extends keyof (typeof listingFields)["Listing"]> = {
  Listing: Omit<(typeof listingFields)["Listing"], K>;
};
/** True when `Field` (e.g. "Listing.id") is among the fields nothing resolves. */
type Uncovered<M, Field extends string> = [Extract<UncoveredFields<M>, `${Field} ${string}`>] extends [never]
  ? false
  : true;

const wrongReturn = {
  Listing: {
    // @ts-expect-error squareFeet is an Int, not a string
    squareFeet: (l: ListingRow) => `${l.squareFeet} SF`,
  },
} satisfies Resolvers;

const wrongParent = {
  Listing: {
    // @ts-expect-error a Listing field gets the listing row, not a building row
    address: (b: BuildingRow) => b.address,
  },
} satisfies Resolvers;

const wrongArgs = {
  Query: {
    // @ts-expect-error market(state, slug) has no id argument
    market: guarded(publicAccess("test.market"), (_p, args: { id: number }) => (args.id ? null : null)),
  },
} satisfies Resolvers;

const guardedWrongReturn = {
  Query: {
    // @ts-expect-error the policy wrapper keeps the resolver's type: ping answers a String
    ping: guarded(publicAccess("test.ping"), () => 42),
  },
} satisfies Resolvers;

const unknownField = {
  Listing: {
    // @ts-expect-error the schema has no Listing.rent
    rent: (l: ListingRow) => l.accuratePsf,
  },
} satisfies Resolvers;

// Every field of the schema as it is resolves: explicitly, or from a parent property that fits.
const everyFieldCovered: [UncoveredFields<Maps>] extends [never] ? true : false = true;
// Without its resolver, Listing.id would hand out the row's number where the schema promises an ID.
const idNeedsResolver: Uncovered<OtherMaps | ListingFieldsWithout<"id">, "Listing.id"> = true;
// Listing.path is no column: without its resolver nothing would answer it.
const pathNeedsResolver: Uncovered<OtherMaps | ListingFieldsWithout<"path">, "Listing.path"> = true;
// Listing.address is a column of the row: the default resolver reads it, no resolver needed.
const addressIsAColumn: Uncovered<Maps, "Listing.address"> = false;

describe("resolver types", () => {
  it("are checked by tsc (see the cases above)", () => {
    expect([wrongReturn, wrongParent, wrongArgs, guardedWrongReturn, unknownField]).toHaveLength(5);
    expect([everyFieldCovered, idNeedsResolver, pathNeedsResolver, addressIsAColumn]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it("hand the schema one map per domain, each with its own fields", () => {
    expect(allResolvers.length).toBeGreaterThan(10);
  });
});
