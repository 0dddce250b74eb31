import { describe, expect, it } from "vitest";
import { routeById } from "../../common/routes/routeTable";
import { decideAccess } from "./routeAccess";

const client = { isAdmin: false, isBroker: false, isResearch: false };
const admin = { isAdmin: true, isBroker: true, isResearch: false };
const research = { isAdmin: false, isBroker: false, isResearch: true };

describe("decideAccess", () => {
  it("lets anyone see public routes", () => {
    expect(decideAccess(routeById("home"), null)).toEqual({ kind: "allowed" });
  });
  it("shows the signed-out screen on a signed-in route without a user", () => {
    expect(decideAccess(routeById("settings"), null)).toEqual({ kind: "signedOut" });
    expect(decideAccess(routeById("settings"), client)).toEqual({ kind: "allowed" });
  });
  it("shows Unauthorized to a non-admin on admin routes, and signed-out to nobody", () => {
    expect(decideAccess(routeById("userAdmin"), client)).toEqual({ kind: "unauthorized" });
    expect(decideAccess(routeById("userAdmin"), null)).toEqual({ kind: "signedOut" });
    expect(decideAccess(routeById("userAdmin"), admin)).toEqual({ kind: "allowed" });
  });
  it("applies the research listing editor's extra check", () => {
    expect(decideAccess(routeById("researchListingEdit"), client)).toEqual({ kind: "unauthorized" });
    expect(decideAccess(routeById("researchListingEdit"), research)).toEqual({ kind: "allowed" });
  });
  it("shows the invitation page for a tour and the public survey when signed out", () => {
    expect(decideAccess(routeById("tourbookTour"), null)).toEqual({
      kind: "fallback",
      screenId: "invitation",
    });
    expect(decideAccess(routeById("tourbookSurvey"), null)).toEqual({
      kind: "fallback",
      screenId: "publicSurvey",
    });
  });
});
