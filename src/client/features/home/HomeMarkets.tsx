import { useState } from "react";
import { stateName } from "../../../common/stateNames";
import { Modal } from "../../layout/Modal";
import { findMarket, listingCountLabel, topCityMarkets } from "../../layout/marketDirectory";
import type { DirectoryMarket } from "../../layout/marketDirectoryQuery";
import { Link } from "../../system/router/router";
import { groupMarketsByState } from "./marketsByState";

export type HomeMarketsProps = { markets: DirectoryMarket[] };

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

export function HomeMarkets({ markets }: HomeMarketsProps) {
  const [allOpen, setAllOpen] = useState(false);
  const popular = popularMarkets(markets);
  const groups = groupMarketsByState(markets);

  return (
    <>
      <ul className="market-grid">
        {popular.map((market) => (
          <li key={market.id}>
            <Link to={market.path} className="market-card">
              <span className="market-card__name">{market.name}</span>
              <span className="market-card__state">{stateName(market.state)}</span>
              <span className="market-card__count">{listingCountLabel(market.listingCount)}</span>
            </Link>
          </li>
        ))}
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
                    <Link to={market.path}>{market.name}</Link>
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
