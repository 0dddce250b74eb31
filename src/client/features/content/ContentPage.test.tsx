// @vitest-environment jsdom
import type { MockLink } from "@apollo/client/testing";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { HeadCollector, HeadContext } from "../../system/head";
import { renderAt } from "../account/accountTestSupport";
import { ContentPage } from "./ContentPage";
import { ContentIndexQuery } from "./contentIndexQuery";
import { type ContentPageData, ContentPageQuery } from "./contentPageQuery";

const DESCRIPTION = "A description long enough for a search result snippet.";

function pageMock(path: string, page: ContentPageData | null): MockLink.MockedResponse {
  return {
    request: { query: ContentPageQuery, variables: { path } },
    result: { data: { contentPage: page } },
  };
}

function indexMock(): MockLink.MockedResponse {
  const summary = (slug: string, title: string) => ({
    __typename: "ContentSummary",
    path: `/blog/${slug}`,
    title,
    description: DESCRIPTION,
    date: "2025-01-14",
    author: "Research",
    readingMinutes: 3,
  });
  return {
    request: { query: ContentIndexQuery, variables: { section: "BLOG" } },
    result: { data: { contentIndex: [summary("a-post", "A post"), summary("other-post", "Other post")] } },
  };
}

function page(overrides: Partial<ContentPageData>): ContentPageData {
  return {
    __typename: "ContentPage",
    path: "/about",
    title: "About us",
    description: DESCRIPTION,
    date: null,
    updated: null,
    author: null,
    readingMinutes: 2,
    blocks: [],
    headings: [],
    ...overrides,
  };
}

const block = (html: string) => ({ __typename: "ContentBlock" as const, html, form: null, index: null });
const heading = (id: string, text: string) => ({ __typename: "ContentHeading" as const, id, text, level: 2 });

describe("ContentPage", () => {
  afterEach(cleanup);

  it("renders the title, the standfirst, the Markdown's HTML and a table of contents for long pages", async () => {
    const headings = ["one", "two", "three", "four"].map((id) => heading(id, `Section ${id}`));
    const html = headings.map((h) => `<h2 id="${h.id}">${h.text}</h2><p>Text.</p>`).join("");
    renderAt("/about", <ContentPage params={{}} />, {
      mocks: [pageMock("/about", page({ blocks: [block(html)], headings }))],
    });
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("About us");
    expect(screen.getByText(DESCRIPTION)).toBeTruthy();
    expect(document.getElementById("three")?.textContent).toBe("Section three");
    const toc = screen.getByRole("navigation", { name: "On this page" });
    expect(toc.querySelector('a[href="#four"]')?.textContent).toBe("Section four");
  });

  it("shows a post's date, author and reading time, its breadcrumb and more posts", async () => {
    const post = page({
      path: "/blog/a-post",
      title: "A post",
      date: "2025-01-14",
      author: "Research",
      readingMinutes: 3,
      blocks: [block("<p>Body.</p>")],
    });
    renderAt("/blog/:slug", <ContentPage params={{ slug: "a-post" }} />, {
      entry: "/blog/a-post",
      mocks: [pageMock("/blog/a-post", post), indexMock()],
    });
    // The post's own header: the list of more posts (which may already have arrived) shows dates too.
    const header = (await screen.findByRole("heading", { level: 1, name: "A post" })).closest("header");
    if (!header) throw new Error("the post's title is not inside a header");
    expect(within(header).getByText(/January 14, 2025/)).toBeTruthy();
    expect(within(header).getByText(/Research · 3 min read/)).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Breadcrumb" }).textContent).toContain("Blog");
    const more = await screen.findByRole("complementary", { name: "More from the blog" });
    // The list of posts arrives after the page itself.
    expect(await within(more).findByText("Other post")).toBeTruthy();
    expect(more.textContent).not.toContain("A post");
  });

  it("answers 404 for a path without a page", async () => {
    const head = new HeadCollector();
    renderAt(
      "/blog/:slug",
      <HeadContext.Provider value={head}>
        <ContentPage params={{ slug: "no-such-post" }} />
      </HeadContext.Provider>,
      { entry: "/blog/no-such-post", mocks: [pageMock("/blog/no-such-post", null), indexMock()] },
    );
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Page not found");
    expect(screen.getByText("There is no article at this address. It may have moved.")).toBeTruthy();
    expect(head.status).toBe(404);
  });
});
