import { describe, expect, it } from "vitest";
import { htmlToText, renderMarkdown } from "./renderMarkdown";

describe("renderMarkdown", () => {
  it("gives every heading an id from its text, unique within the page", () => {
    const { blocks, headings } = renderMarkdown("## Clients\n\ntext\n\n### Rent & CAM\n\n## Clients\n");
    expect(headings).toEqual([
      { id: "clients", text: "Clients", level: 2 },
      { id: "rent-and-cam", text: "Rent & CAM", level: 3 },
      { id: "clients-2", text: "Clients", level: 2 },
    ]);
    expect(blocks).toHaveLength(1);
    const html = blocks[0].kind === "html" ? blocks[0].html : "";
    expect(html).toContain('<h2 id="clients">Clients</h2>');
    expect(html).toContain('<h3 id="rent-and-cam">Rent &amp; CAM</h3>');
  });

  it("takes an explicit {#id} and leaves it out of the heading's text", () => {
    const { blocks, headings } = renderMarkdown("## Quick Start *Guide* {#office-search-guide}\n");
    expect(headings).toEqual([{ id: "office-search-guide", text: "Quick Start Guide", level: 2 }]);
    expect(blocks[0]).toEqual({
      kind: "html",
      html: '<h2 id="office-search-guide">Quick Start <em>Guide</em></h2>\n',
    });
  });

  it("refuses an h1 in the body and an explicit id used twice", () => {
    expect(() => renderMarkdown("# Title\n")).toThrow(/title is the page's h1/);
    expect(() => renderMarkdown("## A {#x}\n\n## B {#x}\n")).toThrow(/used twice/);
  });

  it("cuts the page into blocks at form and index markers", () => {
    const { blocks } = renderMarkdown(
      "Intro.\n\n{{form:contact}}\n\n## List with us\n\n{{form:list-with-us}}\n\n{{index:blog}}\n\nEnd.\n",
    );
    expect(blocks.map((b) => b.kind)).toEqual(["html", "form", "html", "form", "index", "html"]);
    expect(blocks[1]).toEqual({ kind: "form", form: "contact" });
    expect(blocks[3]).toEqual({ kind: "form", form: "list-with-us" });
    expect(blocks[4]).toEqual({ kind: "index", section: "blog" });
    expect(() => renderMarkdown("{{form:newsletter}}\n")).toThrow(/unknown form "newsletter"/);
    expect(() => renderMarkdown("{{index:news}}\n")).toThrow(/unknown index "news"/);
  });

  it("keeps a marker inside other text as text", () => {
    const { blocks } = renderMarkdown("Write {{form:contact}} to add the form.\n");
    expect(blocks).toHaveLength(1);
    expect(blocks[0].kind).toBe("html");
  });

  it("wraps tables in a focusable, labelled scroll region and renders lists and quotes", () => {
    const { blocks } = renderMarkdown(
      "| Term | Meaning |\n|---|---|\n| TI | Tenant improvements |\n\n- one\n- two\n\n> quoted\n",
    );
    const html = blocks[0].kind === "html" ? blocks[0].html : "";
    expect(html).toContain('<div class="prose__table" role="region" tabindex="0" aria-label="Table: Term">');
    expect(html).toContain("<td>Tenant improvements</td>");
    expect(html).toContain("<ul>\n<li>one</li>");
    expect(html).toContain("<blockquote>");
  });

  it("marks links to other sites noopener and leaves ours alone", () => {
    const { blocks } = renderMarkdown("[guide](/leasopedia/glossary) and [BOMA](https://boma.org)\n");
    const html = blocks[0].kind === "html" ? blocks[0].html : "";
    expect(html).toContain('<a href="/leasopedia/glossary">guide</a>');
    expect(html).toContain('<a rel="noopener noreferrer" href="https://boma.org">BOMA</a>');
  });

  it("counts words without markers or punctuation", () => {
    expect(renderMarkdown("One two — three.\n\n{{form:contact}}\n").words).toBe(3);
  });
});

describe("htmlToText", () => {
  it("drops tags and decodes the entities marked writes", () => {
    expect(htmlToText("<em>Rent</em> &amp; &quot;CAM&quot; &#39;s&nbsp;x")).toBe(`Rent & "CAM" 's x`);
  });
});
