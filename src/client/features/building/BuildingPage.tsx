import { type ScreenInput, screenQuery, useScreenQueries } from "../../system/screenData";
import { MissingPage, PageError, PageLoading } from "../places/PageStates";
import { BuildingBrokerPanelByPath, BuildingBrokerPanelByShortPath } from "./BuildingBrokerPanel";
import { BuildingContent } from "./BuildingContent";
import {
  BuildingByPathQuery,
  BuildingByShortPathQuery,
  buildingByPathVariables,
  buildingByShortPathVariables,
} from "./buildingQueries";

type Params = Record<string, string | undefined>;

export function buildingPageQueries({ params }: ScreenInput) {
  return { building: screenQuery(BuildingByPathQuery, buildingByPathVariables(params)) };
}

/** Also the data of /{state}/{city}/{address} (ListingShortPage), which starts from the building. */
export function buildingShortPageQueries({ params }: ScreenInput) {
  return { building: screenQuery(BuildingByShortPathQuery, buildingByShortPathVariables(params)) };
}

export function BuildingNotFound() {
  return (
    <MissingPage
      title="Building not found"
      message="We have no building at this address. It may have moved to a new address on our site."
    />
  );
}

/** /buildings/{state}/{city}/{zip}/{neighborhood}/{address}. */
export function BuildingPage({ params }: { params: Params }) {
  const variables = buildingByPathVariables(params);
  const { data, loading, error, refetch } = useScreenQueries(
    buildingPageQueries,
    "building",
    params,
  ).building;
  if (data?.buildingByPath) {
    return (
      <BuildingContent
        building={data.buildingByPath}
        brokerPanel={<BuildingBrokerPanelByPath variables={variables} />}
      />
    );
  }
  if (data) return <BuildingNotFound />;
  if (error) return <PageError what="building" onRetry={() => void refetch()} />;
  if (loading) return <PageLoading label="Loading the building…" />;
  return null;
}

/** /building/{state}/{city}/{address}: the same page; its canonical URL is the building's path. */
export function BuildingShortPage({ params }: { params: Params }) {
  const variables = buildingByShortPathVariables(params);
  const { data, loading, error, refetch } = useScreenQueries(
    buildingShortPageQueries,
    "buildingShort",
    params,
  ).building;
  if (data?.buildingByShortPath) {
    return (
      <BuildingContent
        building={data.buildingByShortPath}
        brokerPanel={<BuildingBrokerPanelByShortPath variables={variables} />}
      />
    );
  }
  if (data) return <BuildingNotFound />;
  if (error) return <PageError what="building" onRetry={() => void refetch()} />;
  if (loading) return <PageLoading label="Loading the building…" />;
  return null;
}
