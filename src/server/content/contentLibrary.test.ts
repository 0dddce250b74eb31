import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { site } from "../../common/site";
import { contentLibrary, fillVariables, loadContentLibrary } from "./contentLibrary";
import { parseFrontMatter } from "./frontMatter";

const dirs: string[] = [];

function contentDir(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sq-content-"));
  dirs.push(dir);
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const DESCRIPTION = "A description long enough for a search result snippet.";
const page = (title: string, extra = "", body = "Body text.\n") =>
  `---\ntitle: ${title}\ndescription: ${DESCRIPTION}\n${extra}---\n\n${body}`;

describe("parseFrontMatter", () => {
  it("reads key: value lines, with or without quotes, and returns the body after the fence", () => {
    const { data, body } = parseFrontMatter(
      `---\ntitle: "Sublease vs direct: which?"\ndescription: '${DESCRIPTION}'\ndate: 2025-02-03\norder: 2\n---\nHello\n`,
    );
    expect(data).toEqual({
      title: "Sublease vs direct: which?",
      description: DESCRIPTION,
      date: "2025-02-03",
      order: 2,
    });
    expect(body).toBe("Hello\n");
  });

  it("names what is wrong", () => {
    expect(() => parseFrontMatter("No fence\n")).toThrow(/missing front matter/);
    expect(() => parseFrontMatter(`---\ntitle: A\n---\n`)).toThrow(/description/);
    expect(() =>
      parseFrontMatter(`---\ntitle: A\ndescription: ${DESCRIPTION}\ndate: 2025-13-40\n---\n`),
    ).toThrow(/date/);
    expect(() => parseFrontMatter(`---\ntitle: A\ndescription: ${DESCRIPTION}\ncolour: red\n---\n`)).toThrow(
      /colour/,
    );
    expect(() => parseFrontMatter(`---\ntitle: A\ntitle: B\n---\n`)).toThrow(/twice/);
  });
});

describe("fillVariables", () => {
  it("fills the site's name and contact details and leaves markers alone", () => {
    expect(fillVariables("Write to {{contactEmail}} at {{siteName}}. {{form:contact}}")).toBe(
      `Write to ${site.contactEmail} at ${site.name}. {{form:contact}}`,
    );
    expect(() => fillVariables("{{nope}}")).toThrow("unknown variable {{nope}}");
  });
});

describe("loadContentLibrary", () => {
  it("maps files to paths, index files to their folder, and skips files that are not pages", () => {
    const dir = contentDir({
      "about.md": page("About us", "", "## Clients {#clients}\n\nWho we serve.\n"),
      "welcome/meet-our-team.md": page("Meet our team"),
      "blog/index.md": page("Blog", "", "{{index:blog}}\n"),
      "blog/older-post.md": page("Older", "date: 2024-05-01\nauthor: Research\n"),
      "blog/newer-post.md": page("Newer", "date: 2025-01-15\nauthor: Research\n"),
      "leasopedia/glossary.md": page("Glossary", "order: 2\n"),
      "leasopedia/first-steps.md": page("First steps", "order: 1\n"),
      "README.md": "Notes for writers, not a page.",
      "blog/Draft Post.md": "not a page either",
    });
    const library = loadContentLibrary(dir);
    expect(
      library
        .all()
        .map((d) => d.path)
        .sort(),
    ).toEqual([
      "/about",
      "/blog",
      "/blog/newer-post",
      "/blog/older-post",
      "/leasopedia/first-steps",
      "/leasopedia/glossary",
      "/welcome/meet-our-team",
    ]);
    const about = library.page("/about");
    expect(about).toMatchObject({ title: "About us", description: DESCRIPTION, section: "page" });
    expect(about?.headings).toEqual([{ id: "clients", text: "Clients", level: 2 }]);
    expect(library.page("/blog")?.blocks).toEqual([{ kind: "index", section: "blog" }]);
    expect(library.index("blog").map((d) => d.title)).toEqual(["Newer", "Older"]);
    expect(library.index("leasopedia").map((d) => d.title)).toEqual(["First steps", "Glossary"]);
    expect(library.page("/blog/newer-post")).toMatchObject({ date: "2025-01-15", author: "Research" });
  });

  it("answers null for an unknown page", () => {
    const library = loadContentLibrary(contentDir({ "about.md": page("About") }));
    expect(library.page("/about/team")).toBeNull();
    expect(library.page("/blog/no-such-post")).toBeNull();
    expect(library.page("/../about")).toBeNull();
  });

  it("works out reading time from the word count, at least one minute", () => {
    const words = Array.from({ length: 660 }, (_, i) => `word${i}`).join(" ");
    const library = loadContentLibrary(
      contentDir({ "short.md": page("Short"), "long.md": page("Long", "", `${words}\n`) }),
    );
    expect(library.page("/short")?.readingMinutes).toBe(1);
    expect(library.page("/long")?.readingMinutes).toBe(3);
  });

  it("stops with the file's name when a page is broken", () => {
    expect(() => loadContentLibrary(contentDir({ "blog/post.md": page("No date") }))).toThrow(
      "content/blog/post.md: a blog post needs a date and an author",
    );
    expect(() => loadContentLibrary(contentDir({ "about.md": page("A", "", "# Heading\n") }))).toThrow(
      /content\/about\.md: .*h1/,
    );
    expect(() =>
      loadContentLibrary(contentDir({ "about.md": page("A"), "about/index.md": page("B") })),
    ).toThrow(/a second file for \/about/);
    expect(() => loadContentLibrary(path.join(os.tmpdir(), "sq-no-such-content"))).toThrow(
      /content directory not found/,
    );
  });

  it("reads a directory once per process", () => {
    const dir = contentDir({ "about.md": page("About") });
    const first = contentLibrary(dir);
    fs.writeFileSync(path.join(dir, "jobs.md"), page("Jobs"));
    expect(contentLibrary(dir)).toBe(first);
    expect(contentLibrary(dir).page("/jobs")).toBeNull();
  });
});
