import fs from "node:fs";
import path from "node:path";
import { site } from "../../common/site";
import { type FrontMatter, parseFrontMatter } from "./frontMatter";
import { type ContentBlock, type ContentHeading, type IndexSection, renderMarkdown } from "./renderMarkdown";

/*
 * The content pages, read from Markdown files at start-up (and again when one changes:
 * contentReload.ts). A file's place in `content/` is its
 * URL: `about.md` is /about, `welcome/meet-our-team.md` is /welcome/meet-our-team, `blog/index.md` is
 * /blog and `blog/<slug>.md` a post at /blog/<slug>. Only lower-case names made of letters, digits
 * and dashes are pages, so a README.md beside them is not published. A file that does not parse
 * stops the server at start-up with its name and problem, rather than serving a broken page.
 *
 * Text may say {{siteName}}, {{contactEmail}}, {{phone}} or {{address}}: they are filled in from
 * common/site.ts, the one place the footer reads them from too, so pages never disagree with it.
 */

export type ContentSection = "page" | IndexSection;

export type ContentDoc = {
  /** The page's canonical path, e.g. /blog/how-to-read-a-commercial-lease. */
  path: string;
  section: ContentSection;
  title: string;
  description: string;
  date: string | null;
  updated: string | null;
  author: string | null;
  order: number | null;
  readingMinutes: number;
  blocks: ContentBlock[];
  headings: ContentHeading[];
};

export type ContentLibrary = {
  /** The page at a path (no trailing slash), or null. */
  page(pagePath: string): ContentDoc | null;
  /** Blog posts newest first; Leasopedia guides in their `order`, then by title. */
  index(section: IndexSection): ContentDoc[];
  all(): ContentDoc[];
};

const PAGE_FILE = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*\.md$/;
/** About how fast people read prose on screen. */
const WORDS_PER_MINUTE = 220;

const { headquarters } = site;
export const CONTENT_VARIABLES: Readonly<Record<string, string>> = {
  siteName: site.name,
  contactEmail: site.contactEmail,
  phone: site.supportPhone,
  address: `${headquarters.streetAddress}, ${headquarters.addressLocality}, ${headquarters.addressRegion} ${headquarters.postalCode}`,
};

/** Replaces {{name}} variables; `{{form:…}}` and `{{index:…}}` markers are left for the renderer. */
export function fillVariables(source: string, variables = CONTENT_VARIABLES): string {
  return source.replace(/\{\{([a-zA-Z]+)\}\}/g, (_, name: string) => {
    const value = variables[name];
    if (value === undefined) throw new Error(`unknown variable {{${name}}}`);
    return value;
  });
}

function markdownFiles(dir: string, prefix = ""): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...markdownFiles(dir, rel));
    else if (entry.isFile() && PAGE_FILE.test(rel)) files.push(rel);
  }
  return files;
}

/** The path a page file is served at. */
export function contentPathOf(rel: string): string {
  const withoutExt = rel.slice(0, -".md".length);
  if (withoutExt === "index") return "/";
  return `/${withoutExt.replace(/\/index$/, "")}`;
}

function sectionOf(rel: string): ContentSection {
  const parts = rel.split("/");
  if (parts.length === 2 && parts[1] !== "index.md" && (parts[0] === "blog" || parts[0] === "leasopedia")) {
    return parts[0];
  }
  return "page";
}

function toDoc(rel: string, source: string): ContentDoc {
  const { data, body } = parseFrontMatter(fillVariables(source));
  const section = sectionOf(rel);
  checkSectionRules(section, data);
  const rendered = renderMarkdown(body);
  return {
    path: contentPathOf(rel),
    section,
    title: data.title,
    description: data.description,
    date: data.date ?? null,
    updated: data.updated ?? null,
    author: data.author ?? null,
    order: data.order ?? null,
    readingMinutes: Math.max(1, Math.round(rendered.words / WORDS_PER_MINUTE)),
    blocks: rendered.blocks,
    headings: rendered.headings,
  };
}

function checkSectionRules(section: ContentSection, data: FrontMatter) {
  if (section === "blog" && (!data.date || !data.author)) {
    throw new Error("a blog post needs a date and an author");
  }
}

function compareDocs(section: IndexSection) {
  return (a: ContentDoc, b: ContentDoc): number => {
    if (section === "blog")
      return (b.date ?? "").localeCompare(a.date ?? "") || a.title.localeCompare(b.title);
    const order = (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER);
    return order || a.title.localeCompare(b.title);
  };
}

/** Reads and renders every page under `dir`. Throws, naming the file, on the first bad one. */
export function loadContentLibrary(dir: string): ContentLibrary {
  const pages = new Map<string, ContentDoc>();
  for (const rel of contentFiles(dir)) {
    const doc = readContentFile(dir, rel);
    // about.md and about/index.md would both be /about.
    if (pages.has(doc.path)) throw new Error(`content/${rel}: a second file for ${doc.path}`);
    pages.set(doc.path, doc);
  }
  return libraryOf(pages);
}

/** The page files under `dir` (relative paths, sorted). */
export function contentFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) throw new Error(`content directory not found: ${dir} (set CONTENT_DIR)`);
  return markdownFiles(dir).sort();
}

/** One page file read and rendered; throws, naming the file, when it does not parse. */
export function readContentFile(dir: string, rel: string): ContentDoc {
  try {
    return toDoc(rel, fs.readFileSync(path.join(dir, rel), "utf8"));
  } catch (err) {
    throw new Error(`content/${rel}: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/** A library over these pages (by path), with its sections' indexes in order. */
export function libraryOf(pages: ReadonlyMap<string, ContentDoc>): ContentLibrary {
  const sections = new Map<IndexSection, ContentDoc[]>();
  for (const section of ["blog", "leasopedia"] as const) {
    sections.set(
      section,
      [...pages.values()].filter((d) => d.section === section).sort(compareDocs(section)),
    );
  }
  return {
    page: (pagePath) => pages.get(pagePath) ?? null,
    index: (section) => sections.get(section) ?? [],
    all: () => [...pages.values()],
  };
}

const libraries = new Map<string, ContentLibrary>();

/**
 * The library of a directory as first read, kept for the process: each app's services start from it
 * (tests start many) and reload their own copy when a file changes (contentReload.ts).
 */
export function contentLibrary(dir: string): ContentLibrary {
  let library = libraries.get(dir);
  if (!library) {
    library = loadContentLibrary(dir);
    libraries.set(dir, library);
  }
  return library;
}
