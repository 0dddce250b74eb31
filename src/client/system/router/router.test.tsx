// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { parsePath, resolveTo } from "./history";
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useSearchParams,
} from "./router";

function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">
      {location.pathname}
      {location.search}|{JSON.stringify(location.state)}
    </p>
  );
}

afterEach(cleanup);

describe("mini router", () => {
  it("parses and resolves paths", () => {
    expect(parsePath("/a/b?x=1#h")).toMatchObject({ pathname: "/a/b", search: "?x=1", hash: "#h" });
    const from = parsePath("/office-space/ny/new-york?page_number=2");
    expect(resolveTo("?page_number=3", from)).toBe("/office-space/ny/new-york?page_number=3");
    expect(resolveTo("/settings", from)).toBe("/settings");
    expect(resolveTo("#top", from)).toBe("/office-space/ny/new-york?page_number=2#top");
  });

  it("renders links as real anchors and navigates in place on a plain click, with state", () => {
    render(
      <MemoryRouter initialEntries={["/"]}>
        <Link to="/sign-in" state={{ email: "a@b.co" }}>
          Sign in
        </Link>
        <Where />
      </MemoryRouter>,
    );
    const link = screen.getByRole("link", { name: "Sign in" });
    expect(link.getAttribute("href")).toBe("/sign-in");
    fireEvent.click(link);
    expect(screen.getByTestId("where").textContent).toBe('/sign-in|{"email":"a@b.co"}');
  });

  it("leaves modified clicks and other targets to the browser", () => {
    render(
      <MemoryRouter initialEntries={["/"]}>
        <Link to="/a">A</Link>
        <Link to="/b" target="_blank">
          B
        </Link>
        <Where />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole("link", { name: "A" }), { ctrlKey: true });
    fireEvent.click(screen.getByRole("link", { name: "B" }));
    expect(screen.getByTestId("where").textContent).toBe("/|null");
  });

  it("navigates in place from a Link's markup that React has not hydrated yet, and only from a Link's", () => {
    window.history.replaceState(null, "", "/");
    // Markup React does not own, as a part of the page whose code has not arrived yet leaves it.
    const serverMarkup = [
      '<a data-link="" href="/terms">Terms</a>',
      '<a data-link="" href="/privacy" target="_blank">Privacy</a>',
      '<a href="/admin/exports/events.csv">Export</a>',
    ].join("");
    render(
      <BrowserRouter>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the test's stand-in for server markup. */}
        <div dangerouslySetInnerHTML={{ __html: serverMarkup }} />
        <Link to="/about" state={{ from: "a Link" }}>
          About
        </Link>
        <Where />
      </BrowserRouter>,
    );
    const click = (name: string, init: MouseEventInit = {}) => {
      const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
      act(() => void screen.getByRole("link", { name }).dispatchEvent(event));
      return event;
    };
    expect(click("Terms", { shiftKey: true }).defaultPrevented).toBe(false);
    expect(click("Privacy").defaultPrevented).toBe(false);
    expect(click("Export").defaultPrevented).toBe(false);
    expect(screen.getByTestId("where").textContent).toBe("/|null");
    expect(click("Terms").defaultPrevented).toBe(true);
    expect(screen.getByTestId("where").textContent).toBe("/terms|null");
    expect(window.location.pathname).toBe("/terms");
    // A Link React rendered navigates by itself, with its state.
    expect(click("About").defaultPrevented).toBe(true);
    expect(screen.getByTestId("where").textContent).toBe('/about|{"from":"a Link"}');
  });

  it("navigates, replaces and goes back", () => {
    let navigate: ReturnType<typeof useNavigate> = () => {};
    function Grab() {
      navigate = useNavigate();
      return null;
    }
    render(
      <MemoryRouter initialEntries={["/"]}>
        <Grab />
        <Where />
      </MemoryRouter>,
    );
    act(() => navigate("/one"));
    act(() => navigate("/two", { replace: true }));
    expect(screen.getByTestId("where").textContent).toBe("/two|null");
    act(() => navigate(-1));
    expect(screen.getByTestId("where").textContent).toBe("/|null");
  });

  it("reads search params and renders the matching test route", () => {
    function Token() {
      const [params] = useSearchParams();
      return <p>token {params.get("token")}</p>;
    }
    render(
      <MemoryRouter initialEntries={["/change-password?token=abc"]}>
        <Routes>
          <Route path="/change-password" element={<Token />} />
          <Route path="*" element={<p>other</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText("token abc")).toBeTruthy();
  });

  it("serves a fixed location on the server", () => {
    render(
      <StaticRouter location="/buildings/ny?x=1">
        <Where />
      </StaticRouter>,
    );
    expect(screen.getByTestId("where").textContent).toBe("/buildings/ny?x=1|null");
  });
});
