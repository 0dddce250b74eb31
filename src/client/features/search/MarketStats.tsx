import { formatThousands } from "../../../common/format/numbers";
import { formatYearlyPsf } from "../listingCard/listingFormat";

export type MarketStatsProps = {
  totalCount: number;
  /** Market average, or the neighbourhood's own rent on a neighbourhood page. */
  averageRent: number | null;
  /** "New York" or "SoHo". */
  placeLabel: string;
  neighborhoodCount: number;
};

/** The landing overview's key figures, under the page heading. */
export function MarketStats({ totalCount, averageRent, placeLabel, neighborhoodCount }: MarketStatsProps) {
  return (
    <dl className="market-stats">
      <div className="market-stats__item">
        <dt>Listings available</dt>
        <dd>{formatThousands(totalCount)}</dd>
      </div>
      {averageRent ? (
        <div className="market-stats__item">
          <dt>Average rent in {placeLabel}</dt>
          <dd>{formatYearlyPsf(averageRent)}</dd>
        </div>
      ) : null}
      {neighborhoodCount > 0 ? (
        <div className="market-stats__item">
          <dt>Neighbourhoods</dt>
          <dd>{formatThousands(neighborhoodCount)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
