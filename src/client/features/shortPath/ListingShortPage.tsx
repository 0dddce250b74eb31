import { useQuery } from "@apollo/client/react";
import { useScreenQueries } from "../../system/screenData";
import { BuildingBrokerPanelByShortPath } from "../building/BuildingBrokerPanel";
import { BuildingContent } from "../building/BuildingContent";
import { BuildingNotFound, buildingShortPageQueries } from "../building/BuildingPage";
import { buildingByShortPathVariables } from "../building/buildingQueries";
import { ListingContent } from "../listing/ListingContent";
import { ListingByIdQuery } from "../listing/listingByIdQuery";
import { ListingNotFound, PageError, PageLoading } from "../places/PageStates";

type Params = Record<string, string | undefined>;

/** The page starts from the building; a building with one listing then asks for that listing. */
export const listingShortPageQueries = buildingShortPageQueries;

/**
 * /{state}/{city}/{address}. A building with exactly one available listing shows that listing;
 * otherwise the building page shows. Either way the canonical link names the full page, which is
 * what crawlers keep, so no client redirect is needed.
 */
export function ListingShortPage({ params }: { params: Params }) {
  const variables = buildingByShortPathVariables(params);
  const { data, loading, error, refetch } = useScreenQueries(
    buildingShortPageQueries,
    "listingShort",
    params,
  ).building;
  const building = data?.buildingByShortPath;
  if (building) {
    if (building.availableListings.length === 1)
      return <SingleListing id={building.availableListings[0].id} />;
    return (
      <BuildingContent
        building={building}
        brokerPanel={<BuildingBrokerPanelByShortPath variables={variables} />}
      />
    );
  }
  if (data) return <BuildingNotFound />;
  if (error) return <PageError what="page" onRetry={() => void refetch()} />;
  if (loading) return <PageLoading label="Loading…" />;
  return null;
}

function SingleListing({ id }: { id: string }) {
  const { data, loading, error, refetch } = useQuery(ListingByIdQuery, { variables: { id } });
  if (data?.listing) return <ListingContent listing={data.listing} />;
  if (data) return <ListingNotFound />;
  if (error) return <PageError what="listing" onRetry={() => void refetch()} />;
  if (loading) return <PageLoading label="Loading the listing…" />;
  return null;
}
