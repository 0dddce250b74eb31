import { Link } from "../../system/router/router";
import { BuildingFacts } from "../places/BuildingFacts";
import type { BuildingSummary } from "../places/placeFields";
import { buildingName, fullAddress } from "../places/placeSeo";

/** The building a listing is in, with its facts and a link to the building page. */
export function BuildingSummaryCard({ building }: { building: BuildingSummary }) {
  const name = buildingName(building);
  return (
    <section className="building-summary" aria-labelledby="building-summary-title">
      <h2 id="building-summary-title" className="building-summary__title">
        About the building
      </h2>
      <p className="building-summary__name">
        <strong>{name}</strong>
        <br />
        <span className="text-muted">{fullAddress(building)}</span>
      </p>
      <BuildingFacts building={{ ...building, propertyName: null }} title="Building facts" />
      <p>
        <Link to={building.path} className="btn btn--small">
          See the building and all its spaces
        </Link>
      </p>
    </section>
  );
}
