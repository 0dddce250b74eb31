import { useQuery } from "@apollo/client/react";
import type { PageQuery } from "../../system/pageQueries";
import { ListingNotFound, PageError, PageLoading } from "../places/PageStates";
import { ListingContent } from "./ListingContent";
import { ListingByPathQuery, listingByPathVariables } from "./listingByPathQuery";

type Params = Record<string, string | undefined>;

export function listingPageQueries(params: Params): PageQuery[] {
  return [{ query: ListingByPathQuery, variables: listingByPathVariables(params) }];
}

/** /listings/{state}/{city}/{zip}/{neighborhood}/{address}/{floorAndSuite}: the public listing page. */
export function ListingPage({ params }: { params: Params }) {
  const { data, loading, error, refetch } = useQuery(ListingByPathQuery, {
    variables: listingByPathVariables(params),
  });
  if (data?.listingByPath) return <ListingContent listing={data.listingByPath} />;
  if (data) return <ListingNotFound />;
  if (error) return <PageError what="listing" onRetry={() => void refetch()} />;
  if (loading) return <PageLoading label="Loading the listing…" />;
  return null;
}
