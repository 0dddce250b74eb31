import { describe, expect, it } from "vitest";
import {
  CATALOGUE_MUTATIONS,
  IMPORTER_MUTATIONS,
  QUIET_MUTATIONS,
  unclassifiedMutations,
} from "./announceChanges";
import { buildSchema } from "./schema";

describe("which mutations announce a catalogue change", () => {
  it("classifies every mutation exactly once, and names only mutations that exist", () => {
    const schema = buildSchema();
    expect(unclassifiedMutations(schema)).toEqual([]);
    const names = new Set(Object.keys(schema.getMutationType()?.getFields() ?? {}));
    const listed = [...Object.keys(CATALOGUE_MUTATIONS), ...IMPORTER_MUTATIONS, ...QUIET_MUTATIONS];
    expect(listed.filter((name) => !names.has(name))).toEqual([]);
  });
});
