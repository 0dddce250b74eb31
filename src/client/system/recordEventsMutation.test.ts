import { parse } from "graphql";
import { describe, expect, it } from "vitest";
import manifest from "../gql/persisted-documents.json";
import { RECORD_EVENTS, RECORD_EVENTS_HASH } from "./analyticsCore";

describe("RecordEvents, sent by analyticsCore with plain fetch", () => {
  it("carries the trusted-document hash of recordEventsMutation.graphql, and the same operation as text", () => {
    const trusted = (manifest as Record<string, string>)[RECORD_EVENTS_HASH];
    expect(trusted).toMatch(/^mutation RecordEvents\(/);
    const ast = (text: string) => JSON.stringify(parse(text, { noLocation: true }));
    expect(ast(RECORD_EVENTS)).toBe(ast(trusted));
  });
});
