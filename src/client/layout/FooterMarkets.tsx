import { sortByName } from "../../common/format/compareNames";
import { Link } from "../system/router/router";
import type { DirectoryNeighborhood, FooterDirectoryQueryData } from "./footerDirectoryQuery";
import { findMarket, NEW_YORK_SUBMARKETS, submarketGroups, topCityMarkets } from "./marketDirectory";
import type { DirectoryMarket } from "./marketDirectoryQuery";

export type FooterMarketsProps = {
  markets: readonly DirectoryMarket[];
  footer: FooterDirectoryQueryData | undefined;
};

/** City columns of the footer: New York by submarket, Houston, then the top cities. */
export function FooterMarkets({ markets, footer }: FooterMarketsProps) {
  const newYork = findMarket(markets, "ny", "new-york");
  const houston = findMarket(markets, "tx", "houston");
  const nyGroups = footer?.newYork ? submarketGroups(footer.newYork, NEW_YORK_SUBMARKETS) : [];
  const houstonNeighborhoods = footer?.houston ? sortByName(footer.houston.neighborhoods) : [];
  const topCities = topCityMarkets(markets);

  if (nyGroups.length === 0 && houstonNeighborhoods.length === 0 && topCities.length === 0) return null;

  return (
    <nav className="site-footer__markets" aria-label="Office space by city">
      {newYork && nyGroups.length > 0 ? (
        <div className="site-footer__market site-footer__market--wide">
          <h2 className="site-footer__heading">
            <Link to={newYork.path}>New York office space</Link>
          </h2>
          <div className="site-footer__submarkets">
            {nyGroups.map((group) => (
              <div key={group.name}>
                <h3 className="site-footer__subheading">{group.name}</h3>
                <NeighborhoodList neighborhoods={group.neighborhoods} />
              </div>
            ))}
          </div>
        </div>
      ) : null}
      {houston && houstonNeighborhoods.length > 0 ? (
        <div className="site-footer__market">
          <h2 className="site-footer__heading">
            <Link to={houston.path}>Houston office space</Link>
          </h2>
          <NeighborhoodList neighborhoods={houstonNeighborhoods} />
        </div>
      ) : null}
      {topCities.length > 0 ? (
        <div className="site-footer__market">
          <h2 className="site-footer__heading">Top cities</h2>
          <ul className="site-footer__list site-footer__list--columns">
            {topCities.map((market) => (
              <li key={market.id}>
                <Link to={market.path}>{market.name}</Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </nav>
  );
}

function NeighborhoodList({ neighborhoods }: { neighborhoods: DirectoryNeighborhood[] }) {
  return (
    <ul className="site-footer__list">
      {neighborhoods.map((n) => (
        <li key={n.id}>
          {/* Spec: the SoHo link carries an id, so pages and tests can find it. */}
          <Link to={n.path} id={n.slug === "soho" ? "footer-soho" : undefined}>
            {n.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
