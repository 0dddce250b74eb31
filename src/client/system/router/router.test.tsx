// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { parsePath, resolveTo } from "./history";
import {
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
