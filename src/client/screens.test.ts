import { describe, expect, it } from "vitest";
import { routeTable } from "../common/routes/routeTable";
import { ADMIN_TOOLS } from "./features/admin/AdminNav";
import { screens } from "./screens";

describe("screen registry", () => {
  it("has a screen for every route and every denied-access fallback", () => {
    const ids = new Set<string>(routeTable.map((r) => r.id));
    for (const r of routeTable) if (r.fallbackWhenDenied) ids.add(r.fallbackWhenDenied);
    expect([...ids].filter((id) => !screens[id])).toEqual([]);
  });

  it("lists no screen that no route reaches", () => {
    const reachable = new Set<string>(routeTable.flatMap((r) => [r.id, r.fallbackWhenDenied ?? r.id]));
    expect(Object.keys(screens).filter((id) => !reachable.has(id))).toEqual([]);
  });

  it("names each admin tool as its screen, and every one is built (features/admin/AdminNav.tsx)", () => {
    for (const tool of ADMIN_TOOLS) {
      expect(screens[tool.id]?.name).toBe(tool.name);
      expect(screens[tool.id]?.load).toBeDefined();
    }
  });
});
