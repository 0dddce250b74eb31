import { type FieldNode, type GraphQLResolveInfo, Kind, parse } from "graphql";
import { describe, expect, it } from "vitest";
import { fieldNodesAt, nodesSelectOnly, selectsOnly } from "./selectedFields";

/** The resolve info of the query's first root field, as far as these helpers read it. */
function infoOf(query: string): GraphQLResolveInfo {
  const document = parse(query);
  const fragments = Object.fromEntries(
    document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d]] : [])),
  );
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (!operation || operation.kind !== Kind.OPERATION_DEFINITION) throw new Error("no operation");
  const root = operation.selectionSet.selections[0] as FieldNode;
  return { fieldNodes: [root], fragments } as unknown as GraphQLResolveInfo;
}

const CARD = new Set(["id", "address", "building"]);
const BUILDING = new Set(["id", "lat"]);

describe("selected fields", () => {
  it("finds the nodes of every edges, aliased or in fragments", () => {
    const info = infoOf(`{ listingsConnection { edges { node { id } } more: edges { ...E } } }
      fragment E on CampaignListingEdge { ... on CampaignListingEdge { node { address building { lat } } } }`);
    const nodes = fieldNodesAt(info, ["edges", "node"]);
    expect(nodes).toHaveLength(2);
    expect(nodesSelectOnly(info, nodes, CARD)).toBe(true);
    expect(nodesSelectOnly(info, fieldNodesAt(info, ["edges", "node", "building"]), BUILDING)).toBe(true);
  });

  it("sees a field outside the set in any of them", () => {
    const info = infoOf(`{ listingsConnection { edges { node { id } } more: edges { ...E } } }
      fragment E on CampaignListingEdge { node { ... on Listing { description } } }`);
    expect(nodesSelectOnly(info, fieldNodesAt(info, ["edges", "node"]), CARD)).toBe(false);
    const building = infoOf("{ listingsConnection { edges { node { id building { id description } } } } }");
    expect(nodesSelectOnly(building, fieldNodesAt(building, ["edges", "node"]), CARD)).toBe(true);
    expect(nodesSelectOnly(building, fieldNodesAt(building, ["edges", "node", "building"]), BUILDING)).toBe(
      false,
    );
  });

  it("answers no nodes when none is selected, and selectsOnly reads the field itself", () => {
    const info = infoOf("{ listingsConnection { totalCount } }");
    expect(fieldNodesAt(info, ["edges", "node"])).toEqual([]);
    expect(
      selectsOnly(infoOf("{ node { id __typename ...F } } fragment F on Listing { address }"), CARD),
    ).toBe(true);
    expect(selectsOnly(infoOf("{ node { id privateFloor } }"), CARD)).toBe(false);
  });
});
