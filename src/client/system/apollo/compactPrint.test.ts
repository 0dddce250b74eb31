import { type DocumentNode, print as graphqlPrint, parse } from "graphql";
import { describe, expect, it } from "vitest";
import { clientOperations } from "../../../server/graphql/cost/clientDocuments";
import { compactPrint } from "./compactPrint";

/** The same document, compared without source locations. */
function sameOperation(document: DocumentNode) {
  const printed = compactPrint(document, graphqlPrint);
  const normal = (source: string) => JSON.parse(JSON.stringify(parse(source, { noLocation: true })));
  expect(normal(printed)).toEqual(normal(graphqlPrint(document)));
  return printed;
}

describe("compact GraphQL text on the wire", () => {
  it("prints every document the client sends as the same operation, on one line", async () => {
    const operations = await clientOperations();
    expect(operations.length).toBeGreaterThan(20);
    for (const { document } of operations) expect(sameOperation(document)).not.toContain("\n");
  });

  it("keeps values, variables, directives and fragments", () => {
    const printed = sameOperation(
      parse(`
        query Q($a: Int = 3, $b: [String!]! = ["x"]) @live {
          alias: field(a: $a, b: $b, s: "quote \\" and\\nline ☃", l: [1, [2]], o: {k: {z: $a}}) {
            ...Frag @skip(if: false)
            ... on Thing { id }
          }
        }
        fragment Frag on Thing { __typename }
      `),
    );
    expect(printed).toContain('"quote \\" and\\nline ☃"');
  });
});
