import type { ReactNode } from "react";
import { DEFAULT_SEARCH_PATH } from "../../../common/constants";
import { Spinner } from "../../layout/Spinner";
import { Head, useResponseStatus } from "../../system/head";
import { Link } from "../../system/router/router";

/*
 * Loading, failure and not-found states of the listing, building and sitemap pages. Loading only
 * shows on client navigations: the server render waits for its data.
 */

export function PageLoading({ label }: { label: string }) {
  return (
    <div className="container section">
      <Spinner block size="large" label={label} />
    </div>
  );
}

/** A query failed. 503 on a server render so neither a CDN nor the page cache keeps the failure. */
export function PageError({ what, onRetry }: { what: string; onRetry: () => void }) {
  useResponseStatus(503);
  return (
    <section className="status-page container container--narrow section">
      <Head title="Something went wrong" robots="noindex" />
      <h1>We could not load this {what}</h1>
      <p className="lead">Something went wrong on our side. Please try again in a moment.</p>
      <ul className="status-page__links cluster">
        <li>
          <button type="button" className="btn btn--primary" onClick={onRetry}>
            Try again
          </button>
        </li>
        <li>
          <Link to={DEFAULT_SEARCH_PATH} className="btn">
            Search office space
          </Link>
        </li>
      </ul>
    </section>
  );
}

/** An unknown listing, building, market or page: HTTP 404 with a way back into the site. */
export function MissingPage({
  title,
  message,
  children,
}: {
  title: string;
  message: string;
  /** Extra links; a search link and the buildings directory are always offered. */
  children?: ReactNode;
}) {
  useResponseStatus(404);
  return (
    <section className="status-page container container--narrow section">
      <Head title={title} robots="noindex" />
      <p className="status-page__code">404</p>
      <h1>{title}</h1>
      <p className="lead">{message}</p>
      <ul className="status-page__links cluster">
        {children}
        <li>
          <Link to={DEFAULT_SEARCH_PATH} className="btn btn--primary">
            Search office space
          </Link>
        </li>
        <li>
          <Link to="/buildings" className="btn">
            Browse all buildings
          </Link>
        </li>
      </ul>
    </section>
  );
}

export function ListingNotFound() {
  return (
    <MissingPage
      title="Listing not found"
      message="This space is not on the market any more, or the address has changed."
    />
  );
}
