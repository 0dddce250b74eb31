import { readFileSync } from "node:fs";
import { generate } from "@graphql-codegen/cli";
import { describe, expect, it } from "vitest";
import config from "../codegen";

describe("npm run codegen", () => {
  it("the committed generated files match the schema and the documents (run `npm run codegen`)", async () => {
    const outputs = await generate({ ...config, silent: true }, false);
    expect(outputs.length).toBeGreaterThan(0);
    for (const output of outputs) {
      expect(readFileSync(output.filename, "utf8"), `${output.filename} is stale: run npm run codegen`).toBe(
        output.content,
      );
    }
  }, 60_000);
});
