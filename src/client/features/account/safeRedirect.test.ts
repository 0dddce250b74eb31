import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safeRedirect";

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
