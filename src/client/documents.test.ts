import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { generate } from "@graphql-codegen/cli";
import { parse, specifiedRules, validate } from "graphql";
import { describe, expect, it } from "vitest";
import config from "../../codegen";
import { buildSchema } from "../server/graphql/schema";
import manifest from "./gql/persisted-documents.json";

/** Every `.graphql` file of the client: its operations and fragments. */
function documentFiles(dir = path.resolve("src/client")): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return documentFiles(full);
    return entry.name.endsWith(".graphql") ? [full] : [];
  });
}

describe("client documents", () => {
  const definitions = documentFiles().flatMap((file) => parse(fs.readFileSync(file, "utf8")).definitions);

  it("every operation and fragment has a name no other one has", () => {
    const names = definitions.map((d) => ("name" in d && d.name ? `${d.kind}:${d.name.value}` : "anonymous"));
    expect(names).not.toContain("anonymous");
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    expect(names.length).toBeGreaterThan(40);
  });

  it("the trusted manifest holds every operation, and each text validates against the schema", () => {
    const schema = buildSchema();
    const operations = definitions.filter((d) => d.kind === "OperationDefinition");
    expect(Object.keys(manifest)).toHaveLength(operations.length);
    for (const text of Object.values(manifest)) {
      const errors = validate(schema, parse(text), specifiedRules);
      expect(errors.map((e) => e.message)).toEqual([]);
    }
  });

  it("codegen (and so `npm test` through the stale-files test) refuses a document the schema does not allow", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "squarely-documents-"));
    const broken = path.join(dir, "broken.graphql");
    fs.writeFileSync(broken, 'query BrokenListing { listing(id: "1") { id noSuchField } }\n');
    const client = config.generates["src/client/gql/"];
    const only = { ...(client as object), documents: [broken] };
    try {
      await expect(
        generate({ ...config, silent: true, generates: { [`${dir}/gql/`]: only } }, false),
      ).rejects.toThrow(/noSuchField/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
