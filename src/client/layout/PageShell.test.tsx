// @vitest-environment jsdom
import { act, cleanup, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DEFAULT_TILE_URL } from "../../common/constants";
import { chunkLoadError } from "../system/chunkLoad";
import { ClientConfigContext } from "../system/clientConfig";
import { ErrorBoundary } from "./ErrorBoundary";
import { LazyFooter } from "./LazyFooter";
import { type PageOptions, PageShell } from "./PageShell";
import { Spinner } from "./Spinner";
import { renderWithProviders } from "./testSupport";
import { showToast } from "./toastSlice";

// The footer loads its contents as it nears the viewport; these tests render them at once.
beforeAll(() => LazyFooter.load());

const full: PageOptions = {
  showHeader: true,
  showFooter: true,
  showStreamLineFooter: false,
  isTourbook: false,
};

describe("PageShell", () => {
  afterEach(cleanup);

  it("renders the skip link, header, main landmark and full footer", () => {
    renderWithProviders(
      <PageShell pageOptions={full}>
        <p>Page body</p>
      </PageShell>,
    );
    const skip = screen.getByRole("link", { name: "Skip to content" });
    expect(skip.getAttribute("href")).toBe("#main-content");
    expect(screen.getByRole("main").id).toBe("main-content");
    expect(screen.getByRole("main").textContent).toContain("Page body");
    expect(screen.getByRole("banner")).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Footer" })).toBeTruthy();
  });

  it("drops header and footer and shows the streamlined footer when asked", () => {
    renderWithProviders(
      <PageShell pageOptions={{ ...full, showHeader: false, showFooter: false, showStreamLineFooter: true }}>
        <p>Focused flow</p>
      </PageShell>,
    );
    expect(screen.queryByRole("banner")).toBeNull();
    expect(screen.queryByRole("navigation", { name: "Footer" })).toBeNull();
    expect(screen.getByRole("link", { name: "Privacy policy" }).getAttribute("href")).toBe("/privacy");
  });

  it("shows no footer at all when both footers are off", () => {
    renderWithProviders(
      <PageShell pageOptions={{ ...full, showFooter: false }}>
        <p>Bare</p>
      </PageShell>,
    );
    expect(screen.queryByRole("contentinfo")).toBeNull();
  });

  it("shows the demo-site notice first, in a labelled region, only in demo mode", () => {
    const withDemoMode = (demoMode: boolean, ui: ReactElement) => (
      <ClientConfigContext.Provider value={{ tileUrl: DEFAULT_TILE_URL, demoMode }}>
        {ui}
      </ClientConfigContext.Provider>
    );
    for (const options of [
      full,
      { ...full, showHeader: false, showFooter: false, showStreamLineFooter: true },
    ]) {
      renderWithProviders(
        withDemoMode(
          true,
          <PageShell pageOptions={options}>
            <p>Body</p>
          </PageShell>,
        ),
      );
      const notice = screen.getByRole("region", { name: "Demo site" });
      expect(notice.textContent).toContain(
        "Demo site: listings and people are made up, and the demo accounts' password is published. Don't enter real information.",
      );
      // Before the header, right after the skip link.
      expect(notice.previousElementSibling?.className).toBe("skip-link");
      cleanup();
    }
    renderWithProviders(
      withDemoMode(
        false,
        <PageShell pageOptions={full}>
          <p>Body</p>
        </PageShell>,
      ),
    );
    expect(screen.queryByRole("region", { name: "Demo site" })).toBeNull();
    cleanup();
    renderWithProviders(
      <PageShell pageOptions={full}>
        <p>No settings: not demo mode</p>
      </PageShell>,
    );
    expect(screen.queryByRole("region", { name: "Demo site" })).toBeNull();
  });

  it("hosts the toast", () => {
    const { store } = renderWithProviders(
      <PageShell pageOptions={full}>
        <p>Body</p>
      </PageShell>,
    );
    act(() => {
      store.dispatch(showToast({ contents: "Changes saved!" }));
    });
    expect(screen.getByText("Changes saved!")).toBeTruthy();
  });
});

describe("Spinner", () => {
  afterEach(cleanup);

  it("announces loading to assistive technology", () => {
    renderWithProviders(<Spinner />);
    expect(screen.getByRole("status").textContent).toBe("Loading…");
  });
});

function Broken(): never {
  throw new Error("boom");
}

describe("ErrorBoundary", () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("shows a reload link instead of a blank page, and logs the error", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    renderWithProviders(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText("Something went wrong.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Reload the page" })).toBeTruthy();
    expect(log).toHaveBeenCalled();
  });

  it("says the page could not be loaded, with a reload link and the code, when its code did not arrive", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    function MissingStyles(): never {
      throw chunkLoadError("CSS_CHUNK_LOAD_FAILED", "Unable to preload CSS for /dist/assets/x.css");
    }
    renderWithProviders(
      <ErrorBoundary>
        <MissingStyles />
      </ErrorBoundary>,
    );
    const alert = screen.getByRole("alert");
    expect(screen.getByRole("heading", { name: "This page could not be loaded." })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Reload the page" })).toBeTruthy();
    expect(alert.textContent).toContain("error code CSS_CHUNK_LOAD_FAILED");
    expect(screen.queryByText("Something went wrong.")).toBeNull();
  });
});
