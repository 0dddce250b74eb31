import {
  type ScreenInput,
  type ScreenQueryResults,
  screenQuery,
  useScreenQueries,
} from "../../system/screenData";
import { ListingNotFound, PageError, PageLoading } from "../places/PageStates";
import { ListingContent } from "./ListingContent";
import { ListingByIdQuery } from "./listingByIdQuery";

type Params = Record<string, string | undefined>;
type ListingResult = ScreenQueryResults<ReturnType<typeof listingByIdPageQueries>>["listing"];

function listingByIdQueries(idParam: "listingId" | "id") {
  return ({ params }: ScreenInput) => {
    return { listing: screenQuery(ListingByIdQuery, { id: params[idParam] ?? "" }) };
  };
}

export const listingByIdPageQueries = listingByIdQueries("listingId");
export const clientSearchListingQueries = listingByIdQueries("id");

function ListingById({ result, variant }: { result: ListingResult; variant: "full" | "focused" }) {
  const { data, loading, error, refetch } = result;
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
  const { listing } = useScreenQueries(listingByIdPageQueries, "listingById", params);
  return <ListingById result={listing} variant="full" />;
}

/** /start/listing/{id}: the client search listing, without header or footer. */
export function ClientSearchListingPage({ params }: { params: Params }) {
  const { listing } = useScreenQueries(clientSearchListingQueries, "clientSearchListing", params);
  return <ListingById result={listing} variant="focused" />;
}
