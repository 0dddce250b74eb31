// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { MemoryRouter } from "../system/router/router";
import { Pagination, pageWindow } from "./Pagination";

describe("pageWindow", () => {
  it("shows the ends and two pages either side, with gaps", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    // A gap of one page shows the page itself.
    expect(pageWindow(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 20]);
    expect(pageWindow(50, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(50, 9)).toEqual([1, null, 9]);
  });
});

describe("Pagination", () => {
  afterEach(cleanup);

  it("renders nothing for a single page", () => {
    const { container } = render(
      <MemoryRouter>
        <Pagination page={1} pageCount={1} hrefFor={(p) => `/x?page_number=${p}`} />
      </MemoryRouter>,
    );
    expect(container.textContent).toBe("");
  });

  it("marks the current page and disables previous on page 1", () => {
    render(
      <MemoryRouter>
        <Pagination page={1} pageCount={3} hrefFor={(p) => (p === 1 ? "/x" : `/x?page_number=${p}`)} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("link", { name: "Page 1" }).getAttribute("aria-current")).toBe("page");
    expect(screen.queryByRole("link", { name: /Previous/ })).toBeNull();
    expect(screen.getByRole("link", { name: /Next/ }).getAttribute("href")).toBe("/x?page_number=2");
  });
});
