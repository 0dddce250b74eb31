import { gql } from "@apollo/client";
import { print } from "graphql";
import { describe, expect, it } from "vitest";
import { gqlDocument } from "../src/client/system/gqlDocument";
import { precompileGql } from "./precompileGql";

const Fields = gql`
  fragment CardFields on Listing {
    id
    address
  }
`;

describe("build-time gql", () => {
  it("turns a template into the same document graphql-tag makes, fragments included once", async () => {
    const plugin = precompileGql();
    const source =
      "const Q = gql`\n  query Search { listing(id: 1) { ...CardFields } }\n  ${Fields}\n  ${Fields}\n`;";
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    const out = transform(source, "/x/searchQuery.ts");
    expect(out?.code).toContain("__gqlDocument(");
    expect(out?.code).not.toContain("gql`");
    const match = out?.code.match(/__gqlDocument\((\{.*\}), \[Fields, Fields\]\)/);
    const built = gqlDocument(JSON.parse(match?.[1] ?? "null"), [Fields, Fields]);
    const tagged = gql`
      query Search { listing(id: 1) { ...CardFields } }
      ${Fields}
    `;
    expect(print(built)).toBe(print(tagged));
  });

  it("leaves files without documents, and gql mentioned in comments, alone", () => {
    const transform = precompileGql().transform as (code: string, id: string) => unknown;
    expect(transform("// uses `gql` elsewhere\nconst a = 1;", "/x/a.ts")).toBeNull();
    expect(transform("const a = 1;", "/x/b.ts")).toBeNull();
  });
});
