// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeTestStore, renderWithProviders, testUser } from "../../layout/testSupport";
import { GCLID_KEY, INTERNAL_FLAG_KEY } from "../../system/analyticsStorage";
import { DebugInfoPage } from "./DebugInfoPage";
import { ServerInfoQuery } from "./serverInfoQuery";

const serverInfo = {
  request: { query: ServerInfoQuery },
  result: { data: { serverInfo: { __typename: "ServerInfo", serverId: "app-7", buildVersion: "dev" } } },
};

function value(label: string): string {
  const term = screen.getByText(label, { selector: "dt" });
  return term.nextElementSibling?.textContent ?? "";
}

describe("DebugInfoPage", () => {
  beforeEach(() => {
    localStorage.clear();
    // biome-ignore lint/suspicious/noDocumentCookie: the page reads the SERVERID cookie.
    document.cookie = "SERVERID=lb-2";
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows build, servers, user type, a gclid landing and the signed-in user's flags", async () => {
    const store = makeTestStore(
      testUser({ email: "jane@example.com", featureFlags: ["new-search", "beta"] }),
    );
    renderWithProviders(<DebugInfoPage />, { store, route: "/debuginfo?gclid=Cj0-abc", mocks: [serverInfo] });
    await waitFor(() => expect(value("Answering server")).toBe("app-7"));
    expect(screen.getByRole("heading", { level: 1, name: "Debug info" })).toBeTruthy();
    expect(value("App version")).toBe("dev");
    expect(value("Server version")).toBe("dev");
    expect(value("Server id (SERVERID cookie)")).toBe("lb-2");
    expect(value("User type")).toBe("external");
    expect(value("gclid")).toMatch(/^Cj0-abc \(kept until \d{4}-\d\d-\d\dT/);
    expect(localStorage.getItem(GCLID_KEY)).toContain("Cj0-abc");
    expect(value("Signed in as")).toBe("jane@example.com");
    expect(value("Feature flags")).toBe("new-search, beta");
  });

  it("shows internal for a browser with the internal flag and asks a visitor to sign in for flags", async () => {
    localStorage.setItem(INTERNAL_FLAG_KEY, "1");
    renderWithProviders(<DebugInfoPage />, { route: "/debuginfo", mocks: [serverInfo] });
    await waitFor(() => expect(value("User type")).toBe("internal"));
    expect(value("gclid")).toBe("None");
    expect(value("Feature flags")).toBe("Sign in to see your account's feature flags");
  });

  it("copies the details as text, and offers them to select by hand when copying fails", async () => {
    const writeText = vi.fn(async (_text: string) => {});
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    const { store } = renderWithProviders(<DebugInfoPage />, { route: "/debuginfo", mocks: [serverInfo] });
    await waitFor(() => expect(value("Answering server")).toBe("app-7"));
    fireEvent.click(screen.getByRole("button", { name: "Copy to clipboard" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    expect(writeText.mock.calls[0][0]).toContain("Answering server: app-7\n");
    expect(writeText.mock.calls[0][0]).toContain("User type: external");
    await waitFor(() => expect(store.getState().toast.contents).toBe("Debug info copied to the clipboard."));

    writeText.mockRejectedValueOnce(new Error("denied"));
    fireEvent.click(screen.getByRole("button", { name: "Copy to clipboard" }));
    const text = (await screen.findByLabelText("Debug info as text")) as HTMLTextAreaElement;
    expect(text.value).toContain("Server id (SERVERID cookie): lb-2");
    expect(store.getState().toast.isError).toBe(true);
  });

  it("says when the server did not answer", async () => {
    renderWithProviders(<DebugInfoPage />, {
      route: "/debuginfo",
      mocks: [{ request: { query: ServerInfoQuery }, error: new Error("offline") }],
    });
    await waitFor(() => expect(value("Answering server")).toBe("The server did not answer"));
  });
});
