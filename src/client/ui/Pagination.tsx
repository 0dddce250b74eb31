import { formatThousands } from "../../common/format/numbers";
import { Link } from "../system/router/router";

export type PaginationProps = {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
};

/** Pages to show: the first, the last, and two either side of the current one; null is a gap. */
export function pageWindow(page: number, pageCount: number, radius = 2): (number | null)[] {
  const shown = new Set([1, pageCount]);
  for (let p = page - radius; p <= page + radius; p++) if (p >= 1 && p <= pageCount) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const pages: (number | null)[] = [];
  for (const [index, p] of sorted.entries()) {
    const gap = index > 0 ? p - sorted[index - 1] : 1;
    // A gap of one page shows that page rather than an ellipsis standing for it.
    if (gap === 2) pages.push(p - 1);
    else if (gap > 2) pages.push(null);
    pages.push(p);
  }
  return pages;
}

/** Numbered page links that crawlers can follow (real hrefs), with previous and next. */
export function Pagination({ page, pageCount, hrefFor }: PaginationProps) {
  if (pageCount <= 1) return null;
  const keep = { keepScrollPosition: true };
  return (
    <nav className="pagination" aria-label="Pages of results">
      <ul className="pagination__list">
        <li>
          {page > 1 ? (
            <Link
              className="pagination__step"
              to={hrefFor(Math.min(page - 1, pageCount))}
              rel="prev"
              state={keep}
            >
              <span aria-hidden="true">‹ </span>Previous
            </Link>
          ) : (
            <span className="pagination__step pagination__step--disabled" aria-disabled="true">
              <span aria-hidden="true">‹ </span>Previous
            </span>
          )}
        </li>
        {pageWindow(page, pageCount).map((p, index) =>
          p === null ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                className={p === page ? "pagination__page pagination__page--current" : "pagination__page"}
                to={hrefFor(p)}
                aria-current={p === page ? "page" : undefined}
                aria-label={`Page ${formatThousands(p)}`}
                state={keep}
              >
                {formatThousands(p)}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link className="pagination__step" to={hrefFor(page + 1)} rel="next" state={keep}>
              Next<span aria-hidden="true"> ›</span>
            </Link>
          ) : (
            <span className="pagination__step pagination__step--disabled" aria-disabled="true">
              Next<span aria-hidden="true"> ›</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
