import { useQuery } from "@apollo/client/react";
import type { PageQuery } from "../../system/pageQueries";
import { ListingNotFound, PageError, PageLoading } from "../places/PageStates";
import { ListingContent } from "./ListingContent";
import { ListingByIdQuery } from "./listingByIdQuery";

type Params = Record<string, string | undefined>;

export function listingByIdQueries(idParam: "listingId" | "id") {
  return (params: Params): PageQuery[] =>
    params[idParam] ? [{ query: ListingByIdQuery, variables: { id: params[idParam] } }] : [];
}

function ListingById({ id, variant }: { id: string; variant: "full" | "focused" }) {
  const { data, loading, error, refetch } = useQuery(ListingByIdQuery, { variables: { id } });
  // Both pages are reached with ids, not public paths: the canonical path names the public page,
  // and noindex keeps the id URLs themselves out of search results.
  if (data?.listing) return <ListingContent listing={data.listing} variant={variant} robots="noindex" />;
  if (data) return <ListingNotFound />;
  if (error) return <PageError what="listing" onRetry={() => void refetch()} />;
  if (loading) return <PageLoading label="Loading the listing…" />;
  return null;
}

/** /listings/{listingId}: the signed-in listing page. */
export function ListingByIdPage({ params }: { params: Params }) {
  return <ListingById id={params.listingId ?? ""} variant="full" />;
}

/** /start/listing/{id}: the client search listing, without header or footer. */
export function ClientSearchListingPage({ params }: { params: Params }) {
  return <ListingById id={params.id ?? ""} variant="focused" />;
}
