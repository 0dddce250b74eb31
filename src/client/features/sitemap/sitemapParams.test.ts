import { describe, expect, it } from "vitest";
import { parseSitemapParams, sitemapPath } from "./sitemapParams";

describe("parseSitemapParams", () => {
  it("reads each level of the directory", () => {
    expect(parseSitemapParams({})).toEqual({ level: "states" });
    expect(parseSitemapParams({ state: "NY" })).toEqual({ level: "state", state: "ny" });
    expect(parseSitemapParams({ state: "ny", city: "new-york" })).toEqual({
      level: "buildings",
      state: "ny",
      city: "new-york",
      neighborhood: null,
      page: 1,
    });
    expect(parseSitemapParams({ state: "ny", city: "new-york", neighborhood: "soho", page: "3" })).toEqual({
      level: "buildings",
      state: "ny",
      city: "new-york",
      neighborhood: "soho",
      page: 3,
    });
  });

  it("takes a numeric third segment as the market's page", () => {
    expect(parseSitemapParams({ state: "ny", city: "new-york", neighborhood: "2" })).toMatchObject({
      neighborhood: null,
      page: 2,
    });
  });

  it("rejects page 0 and a page after a page", () => {
    expect(parseSitemapParams({ state: "ny", city: "new-york", neighborhood: "0" })).toEqual({
      level: "invalid",
    });
    expect(parseSitemapParams({ state: "ny", city: "new-york", neighborhood: "soho", page: "0" })).toEqual({
      level: "invalid",
    });
    expect(parseSitemapParams({ state: "ny", city: "new-york", neighborhood: "2", page: "3" })).toEqual({
      level: "invalid",
    });
  });
});

describe("sitemapPath", () => {
  it("builds directory URLs without page 1", () => {
    expect(sitemapPath()).toBe("/buildings");
    expect(sitemapPath("NY")).toBe("/buildings/ny");
    expect(sitemapPath("ny", "new-york")).toBe("/buildings/ny/new-york");
    expect(sitemapPath("ny", "new-york", null, 1)).toBe("/buildings/ny/new-york");
    expect(sitemapPath("ny", "new-york", null, 2)).toBe("/buildings/ny/new-york/2");
    expect(sitemapPath("ny", "new-york", "soho", 3)).toBe("/buildings/ny/new-york/soho/3");
  });
});
