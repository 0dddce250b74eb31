import { DEFAULT_SEARCH_PATH } from "../../../common/constants";
import { Head, useResponseStatus } from "../../system/head";
import { Link } from "../../system/router/router";

/** An unknown market or path neighbourhood: HTTP 404 and a way back into search. */
export function SearchNotFound({
  marketName,
  marketHref,
  neighborhood,
}: {
  /** Set when the market exists but the neighbourhood in the path does not. */
  marketName?: string;
  marketHref?: string;
  neighborhood?: string;
}) {
  useResponseStatus(404);
  const unknownNeighborhood = Boolean(marketName && marketHref && neighborhood);
  return (
    <>
      <Head title="Page not found" robots="noindex" />
      <section className="status-page container container--narrow section">
        <p className="status-page__code">404</p>
        <h1>{unknownNeighborhood ? "Neighbourhood not found" : "Market not found"}</h1>
        <p className="lead">
          {unknownNeighborhood
            ? `We don't know a neighbourhood called “${neighborhood}” in ${marketName}.`
            : "We don't list spaces in that market, or its address has changed."}
        </p>
        <ul className="status-page__links cluster">
          {unknownNeighborhood && marketHref ? (
            <li>
              <Link to={marketHref} className="btn btn--primary">
                See all of {marketName}
              </Link>
            </li>
          ) : null}
          <li>
            <Link to={DEFAULT_SEARCH_PATH} className={unknownNeighborhood ? "btn" : "btn btn--primary"}>
              Search New York office space
            </Link>
          </li>
          <li>
            <Link to="/" className="btn">
              See every market
            </Link>
          </li>
        </ul>
      </section>
    </>
  );
}
