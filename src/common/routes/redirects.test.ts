import { describe, expect, it } from "vitest";
import { findRedirect, redirects } from "./redirects";

describe("findRedirect", () => {
  it.each([
    ["/new-york-city", "/office-space/ny/new-york", 301],
    ["/houston", "/office-space/tx/houston", 301],
    ["/landlords", "/", 301],
    ["/gclid", "/debuginfo", 302],
  ])("%s -> %s (%d)", (from, location, status) => {
    expect(findRedirect(from)).toEqual({ location, status });
  });

  it("tolerates a trailing slash", () => {
    expect(findRedirect("/houston/")).toEqual({ location: "/office-space/tx/houston", status: 301 });
  });

  it("keeps the query string and drops the hash", () => {
    expect(findRedirect("/gclid?gclid=abc&gclsrc=aw.ds#top")).toEqual({
      location: "/debuginfo?gclid=abc&gclsrc=aw.ds",
      status: 302,
    });
    expect(findRedirect("/new-york-city/?utm_source=ad")?.location).toBe(
      "/office-space/ny/new-york?utm_source=ad",
    );
  });

  it("uses 302 when a redirect has no status", () => {
    expect(findRedirect("/old", [{ from: "/old", to: "/new" }])).toEqual({ location: "/new", status: 302 });
  });

  it("merges the query into a target that already has one", () => {
    expect(findRedirect("/old?b=2", [{ from: "/old", to: "/new?a=1" }])?.location).toBe("/new?a=1&b=2");
  });

  it("returns null for other paths", () => {
    for (const path of ["/", "/houston/extra", "/houstonia", "/Houston", "/office-space/tx/houston"]) {
      expect(findRedirect(path)).toBeNull();
    }
  });

  it("lists exactly the spec's redirects", () => {
    expect(redirects.map((r) => r.from)).toEqual(["/new-york-city", "/houston", "/landlords", "/gclid"]);
  });
});
