import fs from "node:fs";
import path from "node:path";
import { type DocumentNode, print as graphqlPrint, parse } from "graphql";
import { describe, expect, it } from "vitest";
import { print } from "./compactPrint";

/** The same document, compared without source locations or string quoting style. */
function sameOperation(document: DocumentNode) {
  const printed = print(document);
  const normal = (source: string) =>
    JSON.parse(
      JSON.stringify(parse(source, { noLocation: true }), (key, value) =>
        key === "block" ? undefined : value,
      ),
    );
  expect(normal(printed)).toEqual(normal(graphqlPrint(document)));
  return printed;
}

function clientDocuments(dir: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...clientDocuments(full));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.includes(".test.")) {
      const code = fs.readFileSync(full, "utf8");
      for (const m of code.matchAll(/\bgql`(\s*\n[^`]*)`/g)) found.push(m[1].replace(/\$\{\s*\w+\s*\}/g, ""));
    }
  }
  return found;
}

describe("compact GraphQL printer", () => {
  it("prints every document the client sends as the same operation", () => {
    const documents = clientDocuments(path.resolve("src/client"));
    expect(documents.length).toBeGreaterThan(20);
    for (const source of documents) sameOperation(parse(source));
  });

  it("prints values, variables, directives and fragments of every kind", () => {
    const printed = sameOperation(
      parse(`
        query Q($a: Int = 3, $b: [String!]! = ["x"], $c: In @deprecated) @live {
          alias: field(a: $a, b: $b, f: 1.5e3, s: "quote \\" and \\\\ and\\nline ☃", block: """
            a block
          """, t: true, n: null, e: ENUM_VALUE, l: [1, [2]], o: {k: {z: $c}}) @include(if: true) {
            ...Frag @skip(if: false)
            ... on Thing { id }
            ... @include(if: $a) { other }
          }
        }
        fragment Frag on Thing { __typename }
        mutation M { doIt }
        subscription S { changed }
      `),
    );
    expect(printed).not.toContain("\n  ");
  });

  it("refuses schema definitions rather than sending something wrong", () => {
    expect(() => print(parse("type T { a: Int }"))).toThrow(/ObjectTypeDefinition/);
  });
});
