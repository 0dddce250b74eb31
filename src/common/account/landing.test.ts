import { describe, expect, it } from "vitest";
import { landingPathFor, safeRedirectPath } from "./landing";

describe("safeRedirectPath", () => {
  it("keeps paths on this site, with their query and hash", () => {
    expect(safeRedirectPath("/settings")).toBe("/settings");
    expect(safeRedirectPath("/tourbook/campaigns?tab=2#top")).toBe("/tourbook/campaigns?tab=2#top");
    expect(safeRedirectPath("/")).toBe("/");
  });

  it("drops anything that could leave the site", () => {
    for (const value of [
      "//evil.example",
      "https://evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/foo\\bar",
      "javascript:alert(1)",
      "evil.example",
      " /settings",
      "",
    ]) {
      expect(safeRedirectPath(value)).toBeNull();
    }
    expect(safeRedirectPath(null)).toBeNull();
    expect(safeRedirectPath(undefined)).toBeNull();
  });
});

describe("landingPathFor", () => {
  const person = { isBroker: false, isResearch: false, isAdmin: false, vendor: null };
  it("lands brokers on their campaigns, and the team and vendors on their screens when coming from home", () => {
    expect(landingPathFor({ ...person, isBroker: true }, "/about")).toBe("/tourbook/campaigns");
    expect(landingPathFor({ ...person, isResearch: true }, "/")).toBe("/research-team/building-contacts");
    expect(landingPathFor({ ...person, isResearch: true }, null)).toBe("/research-team/building-contacts");
    expect(landingPathFor({ ...person, vendor: { slug: "acme-feeds" } }, "/")).toBe("/acme-feeds/csv-upload");
    expect(landingPathFor({ ...person, vendor: { slug: "acme-feeds" } }, "/about")).toBe("/about");
    expect(landingPathFor(person, "/")).toBe("/");
    expect(landingPathFor(person, "//evil.example")).toBe("/");
  });
});
