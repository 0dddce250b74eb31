// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderDocumentStart } from "../document";
import { Head } from "./head";

/** The head the server wrote for the first page, as the browser has it. */
function serverHead() {
  const html = renderDocumentStart({
    head: {
      title: "First",
      description: "First page",
      robots: "noindex",
      jsonLd: [{ "@type": "Place", name: "First" }],
    },
    assets: { scripts: [], styles: [], preloads: [] },
    baseUrl: window.location.origin,
    path: "/first",
  });
  document.head.innerHTML = html.slice(html.indexOf("<head>") + 6, html.indexOf("</head>"));
}

const attr = (selector: string, name: string) => document.head.querySelector(selector)?.getAttribute(name);
const pageLd = () =>
  [...document.head.querySelectorAll("script[data-page-ld]")].map((s) => JSON.parse(s.textContent ?? ""));

describe("Head in the browser", () => {
  beforeEach(serverHead);
  afterEach(cleanup);

  it("keeps the site's structured data and replaces the page's own on navigation", () => {
    render(
      <Head
        title="Second"
        description="Second page"
        canonicalPath="/second"
        jsonLd={[{ "@type": "Offer", name: "Second" }]}
      />,
    );
    expect(document.title).toBe("Second | Squarely");
    expect(attr('meta[name="description"]', "content")).toBe("Second page");
    expect(attr('meta[property="og:title"]', "content")).toBe("Second | Squarely");
    expect(attr('meta[property="og:description"]', "content")).toBe("Second page");
    expect(attr('link[rel="canonical"]', "href")).toBe(`${window.location.origin}/second`);
    expect(attr('meta[property="og:url"]', "content")).toBe(`${window.location.origin}/second`);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(pageLd()).toEqual([{ "@type": "Offer", name: "Second" }]);
    const siteLd = document.head.querySelectorAll('script[type="application/ld+json"]:not([data-page-ld])');
    expect(siteLd).toHaveLength(2);
  });

  it("adds robots and falls back to the default description and the current path", () => {
    document.head.querySelector('meta[name="robots"]')?.remove();
    render(<Head title="Private" robots="noindex, nofollow" />);
    expect(attr('meta[name="robots"]', "content")).toBe("noindex, nofollow");
    expect(attr('meta[name="description"]', "content")).toMatch(/^Find office, retail and industrial space/);
    expect(attr('link[rel="canonical"]', "href")).toBe(
      `${window.location.origin}${window.location.pathname}`,
    );
    expect(pageLd()).toEqual([]);
  });
});
