// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { site } from "../../common/site";
import { SignOutMutation } from "../features/account/signOutMutation";
import { logout } from "../features/account/userSlice";
import { SIGN_OUT_FAILURE } from "../features/account/useSignOut";
import { Header, loadHeaderUserLinks } from "./Header";
import { makeTestStore, renderWithProviders, testUser } from "./testSupport";

// A signed-in person's links load their code when first shown; these tests render them at once.
beforeAll(() => loadHeaderUserLinks());

const campaign = { uuid: "camp-42", displayName: "Jane" };

function link(name: string | RegExp): HTMLElement {
  return screen.getByRole("link", { name });
}

function menuButton(): HTMLElement {
  return screen.getByRole("button", { name: "Menu" });
}

describe("Header", () => {
  afterEach(cleanup);

  it("shows a signed-out visitor the tools, the guide, sign-in and the support phone", () => {
    renderWithProviders(<Header isTourbook={false} campaign={null} />);
    expect(link(`${site.name} home`).getAttribute("href")).toBe("/");
    expect(link("Smart Tools").getAttribute("href")).toBe("/office-space-calculator");
    expect(link("Quick Start Guide").getAttribute("href")).toBe("/leasopedia/#office-search-guide");
    expect(screen.getByRole("link", { name: "Sign In" })).toBeTruthy();
    expect(link("Get started").getAttribute("href")).toBe("/profile/size");
    expect(link(new RegExp(site.supportPhone.replace(/[()]/g, "\\$&"))).getAttribute("href")).toBe(
      "tel:+12125550142",
    );
    expect(screen.queryByRole("img", { name: "Settings" })).toBeNull();
  });

  it("shows a signed-in user their name with a cog linking to settings", () => {
    const store = makeTestStore(testUser({ displayName: "Jane Doe" }));
    renderWithProviders(<Header isTourbook={false} campaign={null} />, { store });
    const settings = link(/Jane Doe/);
    expect(settings.getAttribute("href")).toBe("/settings");
    expect(within(settings).getByRole("img", { name: "Settings" })).toBeTruthy();
    // A button, not a link: nothing at a URL signs anybody out.
    expect(screen.getByRole("button", { name: "Sign out" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Sign out" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Sign In" })).toBeNull();
  });

  it("gives a broker on a tourbook page the campaign header", () => {
    const store = makeTestStore(testUser({ isBroker: true, displayName: "Jane" }));
    renderWithProviders(<Header isTourbook campaign={campaign} />, { store, route: "/tourbook/campaigns" });
    expect(link(`${site.name} campaigns`).getAttribute("href")).toBe("/tourbook/campaigns");
    expect(link("Jane’s Campaign").getAttribute("href")).toBe("/tourbook/campaigns/camp-42");
    expect(screen.queryByRole("link", { name: "Get started" })).toBeNull();
  });

  it("gives each signed-in person their own places by role, and Get started only to those before it", () => {
    const places = (overrides: Parameters<typeof testUser>[0]) => {
      const { unmount } = renderWithProviders(<Header isTourbook={false} campaign={null} />, {
        store: makeTestStore(testUser(overrides)),
      });
      const nav = screen.getByRole("navigation", { name: "Main" });
      const found = ["Tourbook", "Upload listings", "Research", "Admin", "Get started"]
        .map((name) => within(nav).queryByRole("link", { name }))
        .filter((a): a is HTMLElement => a !== null)
        .map((a) => `${a.textContent} ${a.getAttribute("href")}`);
      unmount();
      return found;
    };
    const vendor = { __typename: "Vendor" as const, id: "9", slug: "acme-feeds", name: "Acme Feeds" };
    expect(places({})).toEqual(["Tourbook /tourbook/campaigns", "Get started /profile/size"]);
    const campaignRef = {
      __typename: "LatestCampaign" as const,
      id: "1",
      uuid: "c-1",
      listings: [],
      surveys: [],
      currentActiveRequirements: null,
    };
    expect(places({ latestCampaign: campaignRef })).toEqual(["Tourbook /tourbook/campaigns"]);
    expect(places({ isBroker: true, isRenter: false })).toEqual(["Tourbook /tourbook/campaigns"]);
    expect(places({ vendor })).toEqual(["Upload listings /acme-feeds/csv-upload"]);
    expect(places({ isResearch: true, isRenter: false })).toEqual([
      "Research /research-team/building-contacts",
    ]);
    expect(places({ isAdmin: true, isBroker: true, isRenter: false })).toEqual([
      "Tourbook /tourbook/campaigns",
      "Research /research-team/building-contacts",
      "Admin /user-admin",
    ]);
  });

  it("opens the sign-in modal from the header to land the person where their work is", () => {
    const { store } = renderWithProviders(<Header isTourbook={false} campaign={null} />);
    fireEvent.click(screen.getByRole("link", { name: "Sign In" }));
    expect(store.getState().signInModal).toMatchObject({ isOpen: true, landAfterSignIn: true });
  });

  it("keeps the normal header for a broker outside the tourbook", () => {
    const store = makeTestStore(testUser({ isBroker: true, displayName: "Jane" }));
    renderWithProviders(<Header isTourbook={false} campaign={campaign} />, { store });
    expect(link(`${site.name} home`).getAttribute("href")).toBe("/");
    expect(screen.queryByRole("link", { name: /Campaign/ })).toBeNull();
  });

  it("keeps the normal header for a client on a tourbook page", () => {
    const store = makeTestStore(testUser());
    renderWithProviders(<Header isTourbook campaign={campaign} />, { store });
    expect(screen.queryByRole("link", { name: /Campaign/ })).toBeNull();
  });

  it("links Sign In back to the page, but never to home, sign-in or a page whose address holds a token", () => {
    const href = (routeId: string, route: string) => {
      const { unmount } = renderWithProviders(
        <Header isTourbook={false} campaign={null} routeId={routeId} />,
        {
          route,
        },
      );
      const link = screen.getByRole("banner").querySelector<HTMLAnchorElement>('a[href^="/sign-in"]');
      const value = link?.getAttribute("href");
      unmount();
      return value;
    };
    expect(href("about", "/about?from=mail")).toBe("/sign-in?redirectTo=%2Fabout%3Ffrom%3Dmail");
    expect(href("home", "/")).toBe("/sign-in");
    expect(href("signIn", "/sign-in")).toBe("/sign-in");
    expect(href("changePassword", "/change-password?token=secret")).toBe("/sign-in");
    expect(href("confirmAccount", "/confirm-account/secret-token")).toBe("/sign-in");
  });

  it("opens the sign-in modal, with Create Account, from Sign In and folds the menu", () => {
    const { store } = renderWithProviders(<Header isTourbook={false} campaign={null} />);
    fireEvent.click(menuButton());
    fireEvent.click(screen.getByRole("link", { name: "Sign In" }));
    expect(store.getState().signInModal).toMatchObject({ isOpen: true, showCreateAccount: true });
    expect(menuButton().getAttribute("aria-expanded")).toBe("false");
  });

  it("toggles the mobile menu and closes it when an item is clicked", () => {
    renderWithProviders(<Header isTourbook={false} campaign={null} />);
    const button = menuButton();
    const menu = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(menu).not.toBeNull();
    expect(button.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(menu?.className).toContain("site-header__menu--open");
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(button);
    fireEvent.click(link("Smart Tools"));
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it("closes the mobile menu on Escape", () => {
    renderWithProviders(<Header isTourbook={false} campaign={null} />);
    fireEvent.click(menuButton());
    fireEvent.keyDown(link("Smart Tools"), { key: "Escape" });
    expect(menuButton().getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(menuButton());
  });

  it("closes the mobile menu when the user is signed out", () => {
    const store = makeTestStore(testUser());
    renderWithProviders(<Header isTourbook={false} campaign={null} />, { store });
    fireEvent.click(menuButton());
    expect(menuButton().getAttribute("aria-expanded")).toBe("true");
    act(() => {
      store.dispatch(logout());
    });
    expect(menuButton().getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByRole("link", { name: "Sign In" })).toBeTruthy();
  });

  it("signs out from the header's button, without a page in between", async () => {
    const signedOut = vi.fn(() => ({ data: { signOut: true } }));
    const store = makeTestStore(testUser({ displayName: "Jane Doe" }));
    renderWithProviders(<Header isTourbook={false} campaign={null} />, {
      store,
      route: "/settings",
      mocks: [{ request: { query: SignOutMutation }, result: signedOut }],
    });
    fireEvent.click(screen.getByRole("button", { name: "Sign out" }));
    expect(await screen.findByRole("link", { name: "Sign In" })).toBeTruthy();
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(store.getState().user.currentUser).toBeNull();
  });

  it("keeps the user signed in and says so when signing out failed", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const store = makeTestStore(testUser({ displayName: "Jane Doe" }));
    renderWithProviders(<Header isTourbook={false} campaign={null} />, {
      store,
      mocks: [{ request: { query: SignOutMutation }, error: new Error("offline") }],
    });
    fireEvent.click(screen.getByRole("button", { name: "Sign out" }));
    await vi.waitFor(() => expect(store.getState().toast.contents).toBe(SIGN_OUT_FAILURE));
    expect(store.getState().user.currentUser).not.toBeNull();
    vi.restoreAllMocks();
  });
});
