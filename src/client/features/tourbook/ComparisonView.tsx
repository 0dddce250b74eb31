import { useQuery } from "@apollo/client/react";
import { useEffect, useRef } from "react";
import { Spinner } from "../../layout/Spinner";
import { Link } from "../../system/router/router";
import { todayIso } from "../listingCard/listingFormat";
import { CampaignListingDetailsQuery } from "./campaignListingDetailsQuery";
import { COMPARE_MAX, comparisonGroups } from "./comparisonRows";
import { LoadProblem } from "./LoadProblem";

/**
 * The selected listings of a campaign side by side: space, price, lease, features and building facts,
 * one column per listing. Printable: the print stylesheet drops the page's chrome and the buttons.
 */
export function ComparisonView({
  campaignId,
  campaignName,
  listingIds,
  onClose,
}: {
  campaignId: string;
  campaignName: string;
  listingIds: string[];
  onClose: () => void;
}) {
  const picked = listingIds.slice(0, COMPARE_MAX);
  const { data, loading, error, refetch } = useQuery(CampaignListingDetailsQuery, {
    variables: { campaignId, listingIds: picked },
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  // The campaign's order, which is also the order the person sees the cards in.
  const edges = data?.campaign?.listingsConnection.edges ?? [];
  const listings = edges.map((e) => e.node);
  const groups = comparisonGroups(listings, todayIso());

  return (
    <section className="comparison" aria-labelledby="comparison-title">
      <div className="comparison__bar">
        <h2 id="comparison-title" ref={headingRef} tabIndex={-1} className="comparison__title">
          Comparing {picked.length} {picked.length === 1 ? "listing" : "listings"}
          <span className="comparison__campaign"> · {campaignName}</span>
        </h2>
        <div className="comparison__actions">
          <button
            type="button"
            className="btn btn--primary btn--small"
            onClick={() => window.print()}
            disabled={listings.length === 0}
          >
            Print
          </button>
          <button type="button" className="btn btn--small" onClick={onClose}>
            Back to the campaign
          </button>
        </div>
      </div>
      {listingIds.length > COMPARE_MAX ? (
        <p className="text-muted">
          Showing the first {COMPARE_MAX} of the {listingIds.length} selected listings.
        </p>
      ) : null}
      {loading && !data ? <Spinner block label="Loading the comparison…" /> : null}
      {error && !data ? (
        <LoadProblem
          message="The comparison could not be loaded."
          retry={() => refetch().catch(() => undefined)}
        />
      ) : null}
      {data && listings.length === 0 ? <p>These listings are no longer in the campaign.</p> : null}
      {listings.length > 0 ? (
        <div className="comparison__scroll">
          <table className="comparison__table">
            <caption className="visually-hidden">
              Selected listings of {campaignName}, one column each
            </caption>
            <thead>
              <tr>
                <td />
                {listings.map((listing) => (
                  <th key={listing.id} scope="col" className="comparison__listing">
                    {listing.photos[0] ? (
                      <img
                        src={listing.photos[0].thumbnailUrl}
                        alt=""
                        width={160}
                        height={107}
                        loading="lazy"
                        className="comparison__photo"
                      />
                    ) : null}
                    <Link to={listing.path}>{listing.building.propertyName ?? listing.address}</Link>
                    <span className="comparison__address">
                      {listing.building.propertyName ? `${listing.address}, ` : ""}
                      {listing.floorAndSuite}
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            {groups.map((group) => (
              <tbody key={group.title}>
                <tr className="comparison__group">
                  <th scope="colgroup" colSpan={listings.length + 1}>
                    {group.title}
                  </th>
                </tr>
                {group.rows.map((row) => (
                  <tr key={row.label}>
                    <th scope="row">{row.label}</th>
                    {row.values.map((value, i) => (
                      <td key={listings[i]?.id ?? i}>{value}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </div>
      ) : null}
    </section>
  );
}
