import { Marked, Renderer, type Tokens } from "marked";
import { slugify } from "../../common/format/slug";

/*
 * Markdown to HTML for the content pages, once per file when the library loads. Our own files are
 * trusted (raw HTML is allowed); what this adds to plain Markdown:
 * - every heading gets an id, so /about/#clients and /leasopedia/#office-search-guide work; a heading
 *   may end with `{#some-id}` to choose its id instead of the one made from its text;
 * - tables sit in a scrollable, focusable region, so a wide table never widens a phone's page;
 * - a paragraph that is only `{{form:contact}}` (or list-with-us, referral) or `{{index:blog}}` (or
 *   leasopedia) marks where the page shows that form or list; the HTML is cut into blocks there.
 */

export const FORM_KINDS = ["contact", "list-with-us", "referral"] as const;
export type ContactFormKind = (typeof FORM_KINDS)[number];
export const INDEX_SECTIONS = ["blog", "leasopedia"] as const;
export type IndexSection = (typeof INDEX_SECTIONS)[number];

export type ContentBlock =
  | { kind: "html"; html: string }
  | { kind: "form"; form: ContactFormKind }
  | { kind: "index"; section: IndexSection };

export type ContentHeading = { id: string; text: string; level: number };

export type RenderedMarkdown = { blocks: ContentBlock[]; headings: ContentHeading[]; words: number };

const EXPLICIT_ID = /\s*\{#([a-z0-9][a-z0-9-]*)\}\s*$/;
const MARKER = /<p>\{\{(form|index):([a-z-]+)\}\}<\/p>\n?/g;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** The visible text of a bit of inline HTML (for heading ids and the table of contents). */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, " ")
    .trim();
}

function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

export function renderMarkdown(source: string): RenderedMarkdown {
  const headings: ContentHeading[] = [];
  const used = new Set<string>();

  const uniqueId = (wanted: string): string => {
    let id = wanted || "section";
    for (let n = 2; used.has(id); n++) id = `${wanted}-${n}`;
    used.add(id);
    return id;
  };

  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    renderer: {
      heading(this: Renderer, { tokens, depth }: Tokens.Heading) {
        // The page's title is its one h1, rendered by the page itself from the front matter.
        if (depth === 1) throw new Error("use ## and deeper in the body; the title is the page's h1");
        let inner = this.parser.parseInline(tokens);
        const explicit = EXPLICIT_ID.exec(inner);
        if (explicit) inner = inner.slice(0, explicit.index);
        const text = htmlToText(inner);
        if (explicit && used.has(explicit[1])) throw new Error(`heading id "${explicit[1]}" is used twice`);
        const id = uniqueId(explicit ? explicit[1] : slugify(text));
        headings.push({ id, text, level: depth });
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
      table(this: Renderer, token: Tokens.Table) {
        const table = Renderer.prototype.table.call(this, token);
        const label = htmlToText(this.parser.parseInline(token.header[0]?.tokens ?? []));
        return `<div class="prose__table" role="region" tabindex="0" aria-label="Table: ${label}">\n${table}</div>\n`;
      },
      link(this: Renderer, token: Tokens.Link) {
        const html = Renderer.prototype.link.call(this, token);
        // Other sites open in place too, but get no window.opener and no referrer.
        return isExternal(token.href) ? html.replace(/^<a /, '<a rel="noopener noreferrer" ') : html;
      },
    },
  });

  const html = marked.parse(source) as string;
  return { blocks: splitBlocks(html), headings, words: countWords(source) };
}

function splitBlocks(html: string): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  let last = 0;
  const pushHtml = (part: string) => {
    if (part.trim()) blocks.push({ kind: "html", html: part });
  };
  for (const match of html.matchAll(MARKER)) {
    pushHtml(html.slice(last, match.index));
    const [, type, name] = match;
    if (type === "form") {
      if (!(FORM_KINDS as readonly string[]).includes(name)) throw new Error(`unknown form "${name}"`);
      blocks.push({ kind: "form", form: name as ContactFormKind });
    } else {
      if (!(INDEX_SECTIONS as readonly string[]).includes(name)) throw new Error(`unknown index "${name}"`);
      blocks.push({ kind: "index", section: name as IndexSection });
    }
    last = match.index + match[0].length;
  }
  pushHtml(html.slice(last));
  return blocks;
}

function countWords(markdown: string): number {
  return markdown
    .replace(/\{\{[^}]*\}\}/g, " ")
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}
