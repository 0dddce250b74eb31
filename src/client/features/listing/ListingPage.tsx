import { type ScreenInput, screenQuery, useScreenQueries } from "../../system/screenData";
import { ListingNotFound, PageError, PageLoading } from "../places/PageStates";
import { ListingContent } from "./ListingContent";
import { ListingByPathQuery, listingByPathVariables } from "./listingByPathQuery";

type Params = Record<string, string | undefined>;

/** The listing page's data, prefetched by the server and read by the page. */
export function listingPageQueries({ params }: ScreenInput) {
  return { listing: screenQuery(ListingByPathQuery, listingByPathVariables(params)) };
}

/** /listings/{state}/{city}/{zip}/{neighborhood}/{address}/{floorAndSuite}: the public listing page. */
export function ListingPage({ params }: { params: Params }) {
  const { data, loading, error, refetch } = useScreenQueries(listingPageQueries, "listing", params).listing;
  if (data?.listingByPath) return <ListingContent listing={data.listingByPath} />;
  if (data) return <ListingNotFound />;
  if (error) return <PageError what="listing" onRetry={() => void refetch()} />;
  if (loading) return <PageLoading label="Loading the listing…" />;
  return null;
}
