// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";

const run = vi.fn();
vi.mock("./analyticsCore", () => ({ run }));

const { analytics, trackEvent } = await import("./analytics");

describe("analytics stub", () => {
  afterEach(() => {
    run.mockClear();
    vi.unstubAllGlobals();
  });

  it("hands calls to the core in order, with the page as it was at the call", async () => {
    window.history.replaceState(null, "", "/office-space/ny/new-york?page_number=2");
    document.title = "New York | Squarely";
    // biome-ignore lint/suspicious/noDocumentCookie: the analytics read document.cookie, so the test writes it.
    document.cookie = "SERVERID=app-3";
    analytics.page("search");
    document.title = "Changed later";
    analytics.identify(null);
    analytics.track("clicked", { where: "header" });
    trackEvent(null as never, "logged_out_protected_route", { path: "/settings" });
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(4));
    expect(run.mock.calls.map((c) => [c[0], c[1]])).toEqual([
      ["page", ["search"]],
      ["identify", [null]],
      ["track", ["clicked", { where: "header" }]],
      ["track", ["logged_out_protected_route", { path: "/settings" }]],
    ]);
    expect(run.mock.calls[0][2]).toEqual({
      href: "http://localhost:3000/office-space/ny/new-york?page_number=2",
      path: "/office-space/ny/new-york",
      search: "?page_number=2",
      title: "New York | Squarely",
      cookie: "SERVERID=app-3",
    });
  });

  it("does nothing during a server render", async () => {
    vi.stubGlobal("window", undefined);
    analytics.page("home");
    analytics.track("x");
    await new Promise((r) => setTimeout(r, 10));
    expect(run).not.toHaveBeenCalled();
  });
});
