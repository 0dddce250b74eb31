import { beforeEach, describe, expect, it } from "vitest";
import { ROUTE_CACHE_LIMIT } from "../constants";
import {
  clearRouteCache,
  compilePattern,
  matchRoute,
  pageOptionsFor,
  pathFor,
  routeCacheSize,
  shouldShowOnboarding,
  showOnboardingByDefault,
  splitPath,
} from "./matchRoute";
import { routeById } from "./routeTable";

beforeEach(() => clearRouteCache());

describe("compilePattern", () => {
  it("rejects malformed patterns", () => {
    expect(() => compilePattern("no-slash")).toThrow();
    expect(() => compilePattern("/a/{b?}/{c}")).toThrow();
    expect(() => compilePattern("/a/{b?}/c")).toThrow();
    expect(() => compilePattern("/a//b")).toThrow();
    expect(() => compilePattern("/a/{b")).toThrow();
  });

  it("counts required segments", () => {
    expect(compilePattern("/").required).toBe(0);
    expect(compilePattern("/x/{a}/{b?}").required).toBe(2);
  });
});

describe("splitPath", () => {
  it("splits, decodes and tolerates one trailing slash", () => {
    expect(splitPath("/")).toEqual([]);
    expect(splitPath("")).toEqual([]);
    expect(splitPath("/a/b%20c/")).toEqual(["a", "b c"]);
    expect(splitPath("/a?x=1#y")).toEqual(["a"]);
    expect(splitPath("/%ZZ")).toBeNull();
  });
});

describe("matchRoute cache", () => {
  it("returns equal results from the cache without sharing params objects", () => {
    const first = matchRoute("/listings/1");
    if (!first) throw new Error("expected a match");
    first.params.listingId = "mutated";
    expect(matchRoute("/listings/1")?.params).toEqual({ listingId: "1" });
    expect(routeCacheSize()).toBe(1);
  });

  it("caches misses too", () => {
    expect(matchRoute("/nowhere")).toBeNull();
    expect(matchRoute("/nowhere")).toBeNull();
    expect(routeCacheSize()).toBe(1);
  });

  it(`never holds more than ${ROUTE_CACHE_LIMIT} paths`, () => {
    for (let i = 0; i < ROUTE_CACHE_LIMIT + 50; i++) matchRoute(`/listings/${i}`);
    expect(routeCacheSize()).toBe(ROUTE_CACHE_LIMIT);
    expect(matchRoute("/listings/0")?.params).toEqual({ listingId: "0" });
  });
});

describe("pathFor", () => {
  it("builds paths from canonical patterns", () => {
    expect(pathFor("home")).toBe("/");
    expect(pathFor("searchLanding", { propertyType: "office-space", state: "ny", city: "new-york" })).toBe(
      "/office-space/ny/new-york",
    );
    expect(pathFor("tourbook", { campaigns: "campaigns", campaignId: "abc" })).toBe(
      "/tourbook/campaigns/abc",
    );
    expect(pathFor("tourbook")).toBe("/tourbook");
    expect(pathFor("invitation", { invitationId: "a b" })).toBe("/invitation/a%20b");
  });

  it("round-trips through matchRoute", () => {
    const path = pathFor("listingShort", { state: "ny", city: "new-york", address: "350 Fifth/Ave" });
    expect(matchRoute(path)?.params).toEqual({ state: "ny", city: "new-york", address: "350 Fifth/Ave" });
  });

  it("throws on missing, out-of-order or invalid parameters", () => {
    expect(() => pathFor("listingById")).toThrow(/listingId/);
    expect(() => pathFor("tourbook", { campaignId: "abc" })).toThrow(/campaignId/);
    expect(() =>
      pathFor("searchLanding", { propertyType: "office-space", state: "nyc", city: "x" }),
    ).toThrow();
  });
});

describe("page options", () => {
  it("fills defaults, including for the 404 page", () => {
    expect(pageOptionsFor(null)).toEqual({
      showHeader: true,
      showFooter: true,
      isTourbook: false,
      showOnboardingCTA: false,
      showStreamLineFooter: false,
    });
    expect(pageOptionsFor(routeById("tourbook"))).toMatchObject({ showFooter: false, isTourbook: true });
  });
});

describe("showOnboardingByDefault", () => {
  const base = { signedIn: false, pathname: "/commutes", phase: "NOT_STARTED" } as const;

  it("shows for a signed-out visitor off the home page who has not started", () => {
    expect(showOnboardingByDefault(base)).toBe(true);
  });

  it.each([
    [{ signedIn: true }],
    [{ pathname: "/" }],
    [{ pathname: "" }],
    [{ pathname: "/?utm_source=x" }],
    [{ phase: "IN_PROGRESS" as const }],
    [{ phase: "SKIPPED_CTA" as const }],
    [{ phase: "COMPLETED" as const }],
  ])("does not show with %j", (override) => {
    expect(showOnboardingByDefault({ ...base, ...override })).toBe(false);
  });

  it("lets a route's explicit option win over the default rule", () => {
    expect(shouldShowOnboarding(routeById("signIn"), { ...base, pathname: "/sign-in" })).toBe(false);
    expect(shouldShowOnboarding(routeById("commutes"), base)).toBe(true);
    expect(shouldShowOnboarding(null, { ...base, pathname: "/missing" })).toBe(true);
  });
});
