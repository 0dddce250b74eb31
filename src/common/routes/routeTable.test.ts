import { describe, expect, it } from "vitest";
import { compilePattern, matchRoute } from "./matchRoute";
import { onboardingSteps, type RouteId, routeById, routeTable } from "./routeTable";

type Case = [path: string, id: RouteId, params: Record<string, string | undefined>];

const RC = "/research-team/building-contacts";

// One row per spec route (and per added content page), in table order, with the params expected.
const cases: Case[] = [
  ["/", "home", {}],
  ["/search", "search", {}],
  [
    "/office-space/ny/new-york",
    "searchLanding",
    { propertyType: "office-space", state: "ny", city: "new-york", neighborhood: undefined },
  ],
  [
    "/office-space/ny/new-york/soho",
    "searchLanding",
    { propertyType: "office-space", state: "ny", city: "new-york", neighborhood: "soho" },
  ],
  [
    "/retail-space/tx/houston",
    "searchLanding",
    { propertyType: "retail-space", state: "tx", city: "houston", neighborhood: undefined },
  ],
  [
    "/industrial-space/IL/chicago/west-loop",
    "searchLanding",
    { propertyType: "industrial-space", state: "IL", city: "chicago", neighborhood: "west-loop" },
  ],
  [
    "/ny/new-york/350-fifth-avenue",
    "listingShort",
    { state: "ny", city: "new-york", address: "350-fifth-avenue" },
  ],
  [
    "/building/ny/new-york/350-fifth-avenue",
    "buildingShort",
    { state: "ny", city: "new-york", address: "350-fifth-avenue" },
  ],
  [
    "/buildings/ny/new-york/10118/midtown/350-fifth-avenue",
    "building",
    { state: "ny", city: "new-york", zip: "10118", neighborhood: "midtown", address: "350-fifth-avenue" },
  ],
  [
    "/listings/ny/new-york/10118/midtown/350-fifth-avenue/floor-12-suite-1200",
    "listing",
    {
      state: "ny",
      city: "new-york",
      zip: "10118",
      neighborhood: "midtown",
      address: "350-fifth-avenue",
      floorAndSuite: "floor-12-suite-1200",
    },
  ],
  ["/buildings", "sitemap", { state: undefined, city: undefined, neighborhood: undefined, page: undefined }],
  ["/buildings/", "sitemap", { state: undefined, city: undefined, neighborhood: undefined, page: undefined }],
  ["/buildings/ny", "sitemap", { state: "ny", city: undefined, neighborhood: undefined, page: undefined }],
  [
    "/buildings/ny/new-york/soho/2",
    "sitemap",
    { state: "ny", city: "new-york", neighborhood: "soho", page: "2" },
  ],
  ["/listings/4711", "listingById", { listingId: "4711" }],
  ["/commutes", "commutes", {}],
  ["/office-space-calculator", "spaceCalculator", {}],
  ["/profile", "onboarding", {}],
  ...onboardingSteps.map((step): Case => [`/profile/${step}`, "onboardingStep", { step }]),
  ["/external_onboarding", "externalOnboarding", {}],
  ["/sign-in", "signIn", {}],
  ["/sign-out", "signOut", {}],
  ["/forgot-password", "forgotPassword", {}],
  ["/change-password", "changePassword", {}],
  ["/confirm-account/tok123", "confirmAccount", { confirmationToken: "tok123", changeEmail: undefined }],
  ["/confirm-account/tok123/true", "confirmAccount", { confirmationToken: "tok123", changeEmail: "true" }],
  ["/start/listing/42", "clientSearchListing", { id: "42" }],
  ["/maintenance", "maintenance", {}],
  ["/tourbook", "tourbook", { campaigns: undefined, campaignId: undefined }],
  ["/tourbook/campaigns", "tourbook", { campaigns: "campaigns", campaignId: undefined }],
  ["/tourbook/campaigns/abc-123", "tourbook", { campaigns: "campaigns", campaignId: "abc-123" }],
  ["/tourbook/tours/t1", "tourbookTour", { tourId: "t1" }],
  ["/tourbook/surveys/s1", "tourbookSurvey", { surveyId: "s1" }],
  ["/joinSurvey/s1", "joinSurvey", { surveyId: "s1" }],
  ["/invitation/inv1", "invitation", { invitationId: "inv1" }],
  ["/tour-invitation/inv2", "invitation", { invitationId: "inv2" }],
  ["/leasing-managers", "leasingManagers", { action: undefined }],
  ["/leasing-managers/new", "leasingManagers", { action: "new" }],
  ["/building-admin", "buildingAdmin", {}],
  ["/user-admin", "userAdmin", {}],
  ["/audit-log", "auditLog", {}],
  ["/contact-submissions", "contactSubmissions", {}],
  ["/analytics-events", "analyticsEvents", {}],
  ["/featured-listings-admin", "featuredListingsAdmin", {}],
  ["/importer", "importer", {}],
  ["/settings", "settings", {}],
  ["/mail", "mail", {}],
  ["/mail-admin", "mailAdmin", {}],
  ["/site-styles", "siteStyles", { variant: undefined }],
  ["/site-styles/colours", "siteStyles", { variant: "colours" }],
  ["/site-styles/components", "siteStyles", { variant: "components" }],
  ["/acme/csv-upload", "csvUpload", { vendor: "acme" }],
  ["/image-slideshow", "imageSlideshow", {}],
  ["/debuginfo", "debugInfo", {}],
  [RC, "researchContacts", {}],
  [`${RC}/create`, "researchContactCreate", {}],
  [`${RC}/c9`, "researchContact", { buildingContactId: "c9" }],
  [`${RC}/c9/edit`, "researchContactEdit", { buildingContactId: "c9" }],
  [`${RC}/c9/add-building`, "researchContactAddBuilding", { buildingContactId: "c9" }],
  [
    `${RC}/c9/building-availability/b7`,
    "researchBuildingAvailability",
    { buildingContactId: "c9", buildingId: "b7" },
  ],
  [
    `${RC}/c9/building-availability/b7/listings/l5`,
    "researchListingEdit",
    { buildingContactId: "c9", buildingId: "b7", listingId: "l5" },
  ],
  ["/research-team/buildings", "researchBuildings", {}],
  ["/research-team/listing-review", "researchListingReview", {}],
  ["/about", "about", {}],
  ["/about/", "about", {}],
  ["/welcome/meet-our-team", "meetOurTeam", {}],
  ["/blog", "blog", { slug: undefined }],
  ["/blog/choosing-a-sublease", "blog", { slug: "choosing-a-sublease" }],
  ["/leasopedia", "leasopedia", { slug: undefined }],
  ["/leasopedia/", "leasopedia", { slug: undefined }],
  ["/leasopedia/gross-lease", "leasopedia", { slug: "gross-lease" }],
  ["/move-in-services", "moveInServices", {}],
  ["/contact-us", "contactUs", {}],
  ["/jobs", "jobs", {}],
  ["/referrals", "referrals", {}],
  ["/terms", "terms", {}],
  ["/privacy", "privacy", {}],
];

// Paths that look close to a route but must fall to another row or to the 404 page.
const nearMisses: [path: string, expected: RouteId | null][] = [
  ["/site-styles/no-such-part", null],
  ["/office-space/nyc/new-york", null],
  ["/office-space/n1/new-york", null],
  ["/office-space/ny", null],
  ["/office-space/ny/new-york/soho/extra", null],
  ["/coworking-space/ny/new-york", null],
  ["/ny/new-york/park-avenue", null],
  ["/nyc/new-york/350-fifth-avenue", null],
  ["/listings/123/extra", null],
  ["/listings", null],
  ["/buildings/ny/new-york/1O118/midtown/350-fifth-avenue", null],
  ["/buildings/ny/new-york/abcde/midtown/350-fifth-avenue", null],
  ["/listings/ny/new-york/abcde/midtown/350-fifth-avenue/floor-12", null],
  ["/buildings/new-york", null],
  ["/buildings/ny/new-york/soho/two", null],
  ["/search/extra", null],
  ["/searches", null],
  ["/profile/unknown", null],
  ["/profile/size/extra", null],
  ["/tourbook/tours", null],
  ["/tourbook/drafts/1", null],
  ["/tourbook/campaigns/abc/extra", null],
  ["/leasing-managers/old", null],
  ["/confirm-account", null],
  ["/commutes/extra", null],
  ["/Search", null],
  [`${RC}/c9/delete`, null],
  ["/research-team/buildings/7", null],
  ["/listings//", null],
  ["/%E0%A4%A", null],
  ["/blog/a/b", null],
];

describe("routeTable", () => {
  it.each(cases)("%s -> %s", (path, id, params) => {
    const match = matchRoute(path);
    expect(match?.route.id).toBe(id);
    expect(match?.params).toEqual(params);
    // toEqual ignores undefined-valued keys; absent optional params must still be present as keys.
    expect(Object.keys(match?.params ?? {}).sort()).toEqual(Object.keys(params).sort());
  });

  it.each(nearMisses)("%s -> %s", (path, expected) => {
    expect(matchRoute(path)?.route.id ?? null).toBe(expected);
  });

  it("has a sample path for every row", () => {
    const covered = new Set(cases.map(([, id]) => id));
    expect(routeTable.map((r) => r.id).filter((id) => !covered.has(id))).toEqual([]);
  });

  it("has unique ids and well-formed patterns", () => {
    const ids = routeTable.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of routeTable)
      for (const p of [r.pattern, ...r.aliases]) expect(() => compilePattern(p)).not.toThrow();
  });

  it("tolerates a trailing slash", () => {
    expect(matchRoute("/office-space/ny/new-york/")?.route.id).toBe("searchLanding");
    expect(matchRoute("/listings/4711/")?.params).toEqual({ listingId: "4711" });
    expect(matchRoute("/search/")?.route.id).toBe("search");
  });

  it("decodes percent-encoded segments, keeping an encoded slash inside its segment", () => {
    expect(matchRoute("/office-space/ny/new-york/hell%E2%80%99s-kitchen")?.params.neighborhood).toBe(
      "hell’s-kitchen",
    );
    expect(matchRoute("/ny/new-york/350%20Fifth%20Ave")?.params.address).toBe("350 Fifth Ave");
    expect(matchRoute("/start/listing/a%2Fb")?.params).toEqual({ id: "a/b" });
    expect(matchRoute("/%6Fffice-space/ny/new-york")?.route.id).toBe("searchLanding");
  });

  it("ignores the query string and hash", () => {
    expect(matchRoute("/leasopedia/#office-search-guide")?.route.id).toBe("leasopedia");
    expect(matchRoute("/about/#clients")?.route.id).toBe("about");
    expect(matchRoute("/office-space/ny/new-york?numEmployees=10")?.route.id).toBe("searchLanding");
  });

  it("routes every property-type slug to search", () => {
    for (const slug of ["office-space", "retail-space", "industrial-space"]) {
      expect(matchRoute(`/${slug}/ny/new-york`)?.route.id).toBe("searchLanding");
    }
  });

  it("does not let the listing path swallow search, building or sitemap paths", () => {
    expect(matchRoute("/office-space/ny/new-york")?.route.id).toBe("searchLanding");
    expect(matchRoute("/buildings/ny/new-york")?.route.id).toBe("sitemap");
    expect(matchRoute("/building/ny/new-york")).toBeNull();
  });

  it("sets access, fallbacks and client-only rendering as the spec says", () => {
    expect(routeById("listingById").access).toBe("signedIn");
    expect(routeById("mail").access).toBe("signedIn");
    for (const id of [
      "buildingAdmin",
      "userAdmin",
      "featuredListingsAdmin",
      "importer",
      "mailAdmin",
    ] as const) {
      expect(routeById(id).access).toBe("admin");
    }
    expect(routeById("researchListingEdit").access).toBe("signedInExtraCheck");
    expect(routeById("tourbookTour").fallbackWhenDenied).toBe("invitation");
    expect(routeById("tourbookSurvey").fallbackWhenDenied).toBe("publicSurvey");
    const clientOnly = routeTable.filter((r) => r.clientOnly).map((r) => r.id);
    expect(clientOnly).toEqual([
      "tourbook",
      "tourbookTour",
      "tourbookSurvey",
      "leasingManagers",
      "settings",
      "mail",
      "mailAdmin",
      "csvUpload",
      ...routeTable.filter((r) => r.id.startsWith("research")).map((r) => r.id),
    ]);
    expect(routeTable.filter((r) => r.origin === "content")).toHaveLength(10);
  });

  it("sets the spec's page options", () => {
    expect(routeById("home").page).toMatchObject({ showHeader: true, showFooter: true });
    expect(routeById("search").page.showOnboardingCTA).toBe(true);
    for (const id of ["onboarding", "onboardingStep", "clientSearchListing", "imageSlideshow"] as const) {
      expect(routeById(id).page).toMatchObject({ showHeader: false, showFooter: false });
    }
    for (const r of routeTable.filter((x) => x.id.startsWith("research"))) {
      expect(r.page).toMatchObject({ showHeader: false, showFooter: false });
    }
    expect(routeById("tourbook").page).toMatchObject({
      showHeader: true,
      showFooter: false,
      showOnboardingCTA: false,
      isTourbook: true,
    });
    expect(routeById("signIn").page.showHeader).toBe(true);
    expect(routeById("maintenance").page).toMatchObject({ showHeader: true, showFooter: true });
  });
});
