import { describe, expect, it } from "vitest";
import { publicAccess } from "../policies/policy";
import { guarded } from "./guard";
import { buildSchema, unguardedRootFields } from "./schema";
import { composeSdl, loadSdl } from "./sdl";

describe("GraphQL schema", () => {
  it("committed schema.graphql matches the domain files (run npm run schema:print)", () => {
    expect(loadSdl()).toBe(composeSdl());
  });

  it("every Query and Mutation field goes through a policy", () => {
    expect(unguardedRootFields(buildSchema())).toEqual([]);
  });

  it("detects a root field without a policy", () => {
    const schema = buildSchema();
    const resolvers = [
      { Query: { ping: () => "pong", currentUser: guarded(publicAccess("test.currentUser"), () => null) } },
    ];
    expect(unguardedRootFields(schema, resolvers)).toContain("Query.ping");
    expect(unguardedRootFields(schema, resolvers)).toContain("Mutation.track");
  });
});
