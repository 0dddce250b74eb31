import { describe, expect, it } from "vitest";
import { type DebugFacts, debugEntries, debugReportText } from "./debugReport";

const facts: DebugFacts = {
  build: { version: "0.1.0", commit: "abc1234", builtAt: "2025-01-01T00:00:00.000Z" },
  server: { serverId: "app-7", buildVersion: "0.1.0+abc1234" },
  serverIdCookie: "lb-1",
  userType: "internal",
  anonymousId: "a-1",
  gclid: null,
  user: null,
  queue: { waiting: 0, dropped: 0 },
  userAgent: "Test",
  now: new Date("2025-01-02T00:00:00.000Z"),
};

const entryValue = (f: DebugFacts, label: string) => debugEntries(f).find((e) => e.label === label)?.value;

describe("debug report", () => {
  it("names the build with its commit and time", () => {
    expect(entryValue(facts, "App version")).toBe("0.1.0+abc1234 (built 2025-01-01T00:00:00.000Z)");
    expect(entryValue(facts, "Server version")).toBe("0.1.0+abc1234");
  });

  it("points out a server running another build than the page", () => {
    const stale = { ...facts, server: { serverId: "app-7", buildVersion: "0.1.1+def5678" } };
    expect(entryValue(stale, "Server version")).toBe(
      "0.1.1+def5678 (differs from this page: reload to update)",
    );
  });

  it("reports a full analytics queue", () => {
    expect(entryValue({ ...facts, queue: { waiting: 100, dropped: 7 } }, "Analytics events waiting")).toBe(
      "100 (7 dropped: queue full)",
    );
  });

  it("shows a signed-in user without flags as None", () => {
    expect(entryValue({ ...facts, user: { email: "a@b.co", featureFlags: [] } }, "Feature flags")).toBe(
      "None",
    );
  });

  it("makes one line per entry for the clipboard", () => {
    const text = debugReportText(debugEntries(facts));
    expect(text.split("\n")).toHaveLength(debugEntries(facts).length);
    expect(text).toContain("Server id (SERVERID cookie): lb-1\n");
    expect(text).toContain("Time: 2025-01-02T00:00:00.000Z");
  });
});
