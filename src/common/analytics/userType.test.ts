import { describe, expect, it } from "vitest";
import { type AnalyticsUserTypeInput, analyticsUserType, DEFAULT_INTERNAL_DOMAINS } from "./userType";

const visitor: AnalyticsUserTypeInput = {
  storedInternalFlag: false,
  search: "",
  internalDomains: DEFAULT_INTERNAL_DOMAINS,
};

describe("analyticsUserType", () => {
  it("is external by default and stores nothing", () => {
    expect(analyticsUserType(visitor)).toEqual({ userType: "external", storeFlag: false });
    expect(
      analyticsUserType({ ...visitor, email: "ann@client.com", isBroker: false, isAdmin: false }),
    ).toEqual({
      userType: "external",
      storeFlag: false,
    });
  });

  it("stays internal once the flag is stored, without storing it again", () => {
    expect(analyticsUserType({ ...visitor, storedInternalFlag: true })).toEqual({
      userType: "internal",
      storeFlag: false,
    });
  });

  it.each<Partial<AnalyticsUserTypeInput>>([
    { search: "?current_site=1" },
    { search: "snapshot_site=abc&x=1" },
    { search: "?next=/tourbook" },
    { search: "?next" },
    { email: "ops@squarely.com" },
    { email: "Ops@Squarely.COM" },
    { email: "ops@mail.squarely.com" },
    { email: "ops@brokerage.example", internalDomains: ["brokerage.example"] },
    { isBroker: true },
    { isAdmin: true },
  ])("is internal and stores the flag with %j", (override) => {
    expect(analyticsUserType({ ...visitor, ...override })).toEqual({ userType: "internal", storeFlag: true });
  });

  it.each<Partial<AnalyticsUserTypeInput>>([
    { search: "?redirectTo=/next-steps" },
    { search: "?neighborhoods=next-door" },
    { email: "ann@notsquarely.com" },
    { email: "squarely.com@client.com" },
    { email: null },
  ])("stays external with %j", (override) => {
    expect(analyticsUserType({ ...visitor, ...override }).userType).toBe("external");
  });

  it("uses the default internal domains when none are given", () => {
    expect(
      analyticsUserType({ storedInternalFlag: false, search: "", email: "a@squarely.com" }).userType,
    ).toBe("internal");
  });
});
