import type { ContentHeading } from "./contentPageQuery";

/** Pages with at least this many sections get an "On this page" list. */
export const TOC_MIN_SECTIONS = 4;

export function tocHeadings(headings: ContentHeading[]): ContentHeading[] {
  const sections = headings.filter((h) => h.level === 2);
  return sections.length >= TOC_MIN_SECTIONS ? sections : [];
}

/** The page's sections as fragment links; the browser scrolls to them without a navigation. */
export function ContentToc({ headings }: { headings: ContentHeading[] }) {
  return (
    <nav className="content-toc" aria-labelledby="content-toc-title">
      <h2 id="content-toc-title" className="content-toc__title">
        On this page
      </h2>
      <ol className="content-toc__list">
        {headings.map((heading) => (
          <li key={heading.id}>
            <a href={`#${heading.id}`}>{heading.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
