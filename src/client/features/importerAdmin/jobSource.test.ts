import { describe, expect, it } from "vitest";
import { vendorBesideSource } from "./jobSource";

describe("vendorBesideSource", () => {
  it("names the vendor only when the source does not already", () => {
    expect(vendorBesideSource({ sourceName: "Acme Feeds", vendor: { name: "Acme Feeds" } })).toBeNull();
    expect(vendorBesideSource({ sourceName: "admin", vendor: { name: "Acme Feeds" } })).toBe("Acme Feeds");
    expect(vendorBesideSource({ sourceName: "Broker edit", vendor: null })).toBeNull();
  });
});
