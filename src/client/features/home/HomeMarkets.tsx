import { useState } from "react";
import type { PropertyTypeSlug } from "../../../common/constants";
import { propertyTypeSlug, typedListingCountLabel } from "../../../common/propertyTypeNames";
import { buildSearchUrl } from "../../../common/routes/searchUrl";
import { stateName } from "../../../common/stateNames";
import { Modal } from "../../layout/Modal";
import { findMarket, topCityMarkets } from "../../layout/marketDirectory";
import type { DirectoryMarket } from "../../layout/marketDirectoryQuery";
import { Link } from "../../system/router/router";
import type { HomeMarketsQueryData } from "./homeMarketsQuery";
import { groupMarketsByState } from "./marketsByState";

export type HomeMarketsProps = {
  markets: DirectoryMarket[];
  /** The kind of space the cards count and link to. */
  propertyType: PropertyTypeSlug;
  /** Each market's per-kind counts; null until known (the cards then show no count). */
  typeCounts: HomeMarketsQueryData["markets"] | null;
};

export type MarketCardLink = { href: string; count: number | null };

/**
 * A card's link and count for one kind of space: the server's search page of that kind and the
 * listings it shows unfiltered, so the number on the card is the number the page finds.
 */
export function marketCardLink(
  market: DirectoryMarket,
  propertyType: PropertyTypeSlug,
  typeCounts: HomeMarketsProps["typeCounts"],
): MarketCardLink {
  const known = typeCounts
    ?.find((m) => m.id === market.id)
    ?.propertyTypes.find((t) => propertyTypeSlug(t.propertyType) === propertyType);
  if (known) return { href: known.path, count: known.listingCount };
  return {
    href: buildSearchUrl({ propertyType, state: market.state, citySlug: market.slug, neighborhoods: [] }),
    count: null,
  };
}

const POPULAR_LIMIT = 12;

/** New York, Houston and the top cities, busiest first: the markets most visitors are looking for. */
export function popularMarkets(markets: readonly DirectoryMarket[]): DirectoryMarket[] {
  const picked = [findMarket(markets, "ny", "new-york"), findMarket(markets, "tx", "houston")];
  const unique = new Map<string, DirectoryMarket>();
  for (const market of [...picked, ...topCityMarkets(markets)]) {
    if (market) unique.set(market.id, market);
  }
  return [...unique.values()].sort((a, b) => b.listingCount - a.listingCount).slice(0, POPULAR_LIMIT);
}

export function HomeMarkets({ markets, propertyType, typeCounts }: HomeMarketsProps) {
  const [allOpen, setAllOpen] = useState(false);
  const popular = popularMarkets(markets);
  const groups = groupMarketsByState(markets);

  return (
    <>
      <ul className="market-grid">
        {popular.map((market) => {
          const link = marketCardLink(market, propertyType, typeCounts);
          return (
            <li key={market.id}>
              <Link to={link.href} className="market-card">
                <span className="market-card__name">{market.name}</span>
                <span className="market-card__state">{stateName(market.state)}</span>
                {link.count !== null ? (
                  <span className="market-card__count">
                    {typedListingCountLabel(link.count, propertyType)}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
      <div className="home-markets__more">
        <button type="button" className="btn" onClick={() => setAllOpen(true)}>
          See all {markets.length} markets
        </button>
      </div>
      <Modal
        isOpen={allOpen}
        onClose={() => setAllOpen(false)}
        title={`All ${markets.length} markets`}
        className="modal--wide"
      >
        <div className="market-directory">
          {groups.map((group) => (
            <section key={group.state} className="market-directory__group">
              <h3 className="market-directory__state">{group.stateName}</h3>
              <ul className="market-directory__list">
                {group.markets.map((market) => (
                  <li key={market.id}>
                    <Link to={marketCardLink(market, propertyType, null).href}>{market.name}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Modal>
    </>
  );
}
