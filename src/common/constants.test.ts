import { describe, expect, it } from "vitest";
import * as c from "./constants";

describe("business constants (spec section 9)", () => {
  it("match the spec", () => {
    expect(c).toMatchObject({
      PAGE_SIZE: 12,
      DEFAULT_CITY: "New York",
      DEFAULT_SEARCH_PATH: "/office-space/ny/new-york",
      TOAST_MS: 3000,
      ERROR_TOAST_MS: 5000,
      CHUNK_LOAD_TIMEOUT_MS: 120000,
      ANALYTICS_RETRY_MS: 100,
      JOB_POLL_MS: 500,
      BATCH_MAX: 2000,
      BATCH_INTERVAL_MS: 10,
      TIMEOUT_RETRY_ATTEMPTS: 3,
      RETRY_INITIAL_DELAY_MS: 100,
      GENERIC_RETRY_MAX: 5,
      ONBOARDING_SCREENS: 5,
      GCLID_DAYS: 90,
      ASSETS_PATH: "/dist/",
      DEV_PORT: 4000,
      ROUTE_CACHE_LIMIT: 10000,
      DEFAULT_REDIRECT_STATUS: 302,
    });
  });

  it("has the onboarding defaults of spec section 3", () => {
    expect(c.ONBOARDING_DEFAULTS).toEqual({
      city: "New York",
      psfPerEmployee: 150,
      totalSquareFeet: 0,
      budgetPsf: 50,
      budgetMonthly: 12500,
      leaseTerm: "THREE_TO_FIVE_YEARS",
      moveInDate: "FLEXIBLE",
      phase: "NOT_STARTED",
    });
  });
});
