import { Head } from "../../system/head";
import { Link } from "../../system/router/router";
import { ListingCard } from "../listingCard/ListingCard";
import { Breadcrumbs } from "../places/Breadcrumbs";
import { BuildingFacts } from "../places/BuildingFacts";
import { PhotoGallery } from "../places/PhotoGallery";
import { paragraphs } from "../places/placeFormat";
import { buildingName, fullAddress } from "../places/placeSeo";
import { BuildingMap } from "./BuildingMap";
import type { BuildingPageBuilding } from "./buildingFields";
import {
  buildingArea,
  buildingCrumbs,
  buildingDescription,
  buildingJsonLd,
  buildingTitle,
} from "./buildingSeo";

export type BuildingContentProps = {
  building: BuildingPageBuilding;
  /** The broker-only panel, rendered by the route (only for brokers). */
  brokerPanel?: React.ReactNode;
};

/** The building page's body, shared by /buildings/..., /building/... and the listing short path. */
export function BuildingContent({ building, brokerPanel }: BuildingContentProps) {
  const name = buildingName(building);
  const listings = building.availableListings;
  const area = buildingArea(building);
  const searchPath = building.neighborhood?.path ?? building.market.path;
  const description = paragraphs(building.description);

  return (
    <article className="building-page">
      <Head
        title={buildingTitle(building)}
        description={buildingDescription(building)}
        canonicalPath={building.path}
        jsonLd={buildingJsonLd(building)}
      />
      <div className="container">
        <Breadcrumbs crumbs={buildingCrumbs(building)} />
        <header className="listing-page__header">
          <h1 className="listing-page__title">{name}</h1>
          <p className="listing-page__subtitle text-muted">{fullAddress(building)}</p>
        </header>

        <PhotoGallery photos={building.photos} subject={name} />

        <div className="listing-page__layout">
          <div className="listing-page__main">
            {description.length > 0 ? (
              <section className="listing-page__section" aria-labelledby="building-about-title">
                <h2 id="building-about-title">About the building</h2>
                {description.map((text, i) => (
                  <p key={i}>{text}</p>
                ))}
              </section>
            ) : null}
            <section className="listing-page__section" aria-labelledby="building-facts-title">
              <h2 id="building-facts-title">Building facts</h2>
              <BuildingFacts building={building} />
            </section>
            {brokerPanel}
          </div>
          <aside className="listing-page__aside" aria-label="Location">
            <BuildingMap id={building.id} lat={building.lat} lng={building.lng} label={name} />
            <p className="text-small text-muted">
              {area}, {building.market.name}
            </p>
          </aside>
        </div>

        <section className="related-listings" aria-labelledby="building-spaces-title">
          <h2 id="building-spaces-title" className="related-listings__title">
            {listings.length > 0
              ? `${listings.length} ${listings.length === 1 ? "space" : "spaces"} available`
              : "Available spaces"}
          </h2>
          {listings.length > 0 ? (
            <ul className="related-listings__grid">
              {listings.map((listing) => (
                <li key={listing.id}>
                  <ListingCard listing={listing} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="empty-state">
              <p>No spaces available in this building right now.</p>
              <p>
                <Link to={searchPath} className="btn btn--primary">
                  Search office space in {area}
                </Link>
              </p>
            </div>
          )}
        </section>
      </div>
    </article>
  );
}
