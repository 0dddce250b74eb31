import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer, testBackends } from "../../testing/testServer";

const PAGE = `query ($path: String!) {
  contentPage(path: $path) { path title description date author readingMinutes
    blocks { html form index } headings { id text level } }
}`;
const INDEX = `query ($section: ContentSection!) {
  contentIndex(section: $section) { path title description date author readingMinutes }
}`;

type Block = { html: string | null; form: string | null; index: string | null };
type Page = {
  path: string;
  title: string;
  description: string;
  date: string | null;
  blocks: Block[];
  headings: { id: string; text: string; level: number }[];
};

describe.each(testBackends())("content pages on $name", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function page(path: string): Promise<Page | null> {
    const res = await server.graphql({ query: PAGE, variables: { path } });
    const body = (await res.json()) as { data: { contentPage: Page | null }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    return body.data.contentPage;
  }

  async function index(section: string) {
    const res = await server.graphql({ query: INDEX, variables: { section } });
    const body = (await res.json()) as { data: { contentIndex: Page[] } };
    return body.data.contentIndex;
  }

  it("answers a page from content/ with its rendered blocks and heading ids", async () => {
    const about = await page("/about");
    expect(about).toMatchObject({ path: "/about", title: "About us" });
    expect(about?.description.length).toBeGreaterThan(50);
    expect(about?.headings).toContainEqual({ id: "clients", text: "Clients", level: 2 });
    expect(about?.blocks[0].html).toContain('<h2 id="clients">Clients</h2>');
    // Placeholders are filled from the site's constants.
    expect(about?.blocks[0].html).toContain("hello@squarely.test");
    expect(about?.blocks[0].html).not.toContain("{{");
  });

  it("treats a trailing slash as the same page and answers null for an unknown one", async () => {
    expect((await page("/about/"))?.path).toBe("/about");
    expect(await page("/blog/no-such-post")).toBeNull();
    expect(await page("/../package.json")).toBeNull();
    expect(await page("/README")).toBeNull();
  });

  it("places the Quick Start Guide on the Leasopedia page and the forms on contact and referrals", async () => {
    const leasopedia = await page("/leasopedia");
    expect(leasopedia?.headings.map((h) => h.id)).toContain("office-search-guide");
    expect(leasopedia?.blocks.map((b) => b.index).filter(Boolean)).toEqual(["LEASOPEDIA"]);
    const contact = await page("/contact-us");
    expect(contact?.blocks.map((b) => b.form).filter(Boolean)).toEqual(["CONTACT", "LIST_WITH_US"]);
    expect(contact?.headings.map((h) => h.id)).toContain("list-with-us");
    const referrals = await page("/referrals");
    expect(referrals?.blocks.map((b) => b.form).filter(Boolean)).toEqual(["REFERRAL"]);
  });

  it("has a page for every content link of the header and footer", async () => {
    for (const path of [
      "/about",
      "/welcome/meet-our-team",
      "/blog",
      "/leasopedia",
      "/move-in-services",
      "/contact-us",
      "/jobs",
      "/referrals",
      "/terms",
      "/privacy",
    ]) {
      expect((await page(path))?.path, path).toBe(path);
    }
  });

  it("lists blog posts newest first and Leasopedia guides in reading order", async () => {
    const posts = await index("BLOG");
    expect(posts.length).toBeGreaterThanOrEqual(4);
    const dates = posts.map((p) => p.date ?? "");
    expect(dates).toEqual([...dates].sort().reverse());
    expect(posts.every((p) => p.path.startsWith("/blog/") && p.date && p.description)).toBe(true);
    const guides = await index("LEASOPEDIA");
    expect(guides.map((g) => g.path)).toContain("/leasopedia/glossary");
    expect(guides[0].path).toBe("/leasopedia/rentable-vs-usable-square-feet");
  });

  it("rejects an unknown section", async () => {
    const res = await server.graphql({ query: INDEX, variables: { section: "NEWS" } });
    const body = (await res.json()) as { errors: unknown[] };
    expect(body.errors.length).toBeGreaterThan(0);
  });

  describe("server render", () => {
    const get = async (path: string) => {
      const res = await fetch(`${server.url}${path}`, { redirect: "manual" });
      return { status: res.status, html: (await res.text()).replaceAll("<!-- -->", "") };
    };

    it("renders a page's text with its title, description and canonical link", async () => {
      const { status, html } = await get("/blog/how-to-read-a-commercial-lease/");
      expect(status).toBe(200);
      expect(html).toContain("<title>How to read a commercial lease | Squarely</title>");
      expect(html).toMatch(/<meta name="description" content="A commercial lease can run to 80 pages\./);
      expect(html).toMatch(/<link rel="canonical" href="[^"]+\/blog\/how-to-read-a-commercial-lease">/);
      expect(html).toContain('<h2 id="start-with-the-basic-terms">');
      expect(html).toContain('"@type":"BlogPosting"');
      expect(html).toContain("More from the blog");
    });

    it("renders the anchors the header and footer link to", async () => {
      expect((await get("/about/")).html).toContain('<h2 id="clients">');
      expect((await get("/leasopedia/")).html).toContain('<h2 id="office-search-guide">');
      const contact = (await get("/contact-us/")).html;
      expect(contact).toContain('<h2 id="list-with-us">');
      expect(contact).toContain('aria-label="Contact form"');
      expect(contact).toContain('aria-label="List your space"');
    });

    it("lists the posts on the blog page", async () => {
      const { html } = await get("/blog");
      expect(html).toContain('href="/blog/sublease-vs-direct-lease"');
      expect(html).toContain('href="/blog/negotiating-tenant-improvements"');
    });

    it("lists posts and guides in the sitemap, each once", async () => {
      const { html: xml } = await get("/sitemaps/static.xml");
      expect(xml).toContain(
        "/blog/how-to-read-a-commercial-lease</loc><lastmod>2025-01-14T00:00:00.000Z</lastmod>",
      );
      expect(xml).toContain("/leasopedia/glossary</loc>");
      expect(xml.match(/\/about<\/loc>/g)).toHaveLength(1);
    });

    it("answers 404 for an unknown post or guide", async () => {
      const post = await get("/blog/no-such-post");
      expect(post.status).toBe(404);
      expect(post.html).toContain("There is no article at this address.");
      expect(post.html).toContain('<meta name="robots" content="noindex">');
      expect((await get("/leasopedia/no-such-guide")).status).toBe(404);
    });
  });
});
