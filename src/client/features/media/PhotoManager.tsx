import { useApolloClient, useQuery } from "@apollo/client/react";
import { ListingMediaQueryDocument } from "../../gql/documents/listingMediaQuery";
import { Link } from "../../system/router/router";
import { FloorPlanManager } from "./FloorPlanManager";
import { PhotoListEditor } from "./PhotoListEditor";
import { slideshowHref } from "./slideshowHref";

/**
 * A listing's photos and floor plans for the people who may change them (brokers of its market,
 * research, admins). The server decides who may; the panel only hides itself from others.
 */
export function PhotoManager({ listingId }: { listingId: string }) {
  const { data, refetch } = useQuery(ListingMediaQueryDocument, { variables: { id: listingId } });
  const client = useApolloClient();

  /** The page's gallery and the slideshow read the listing's photos: they ask again after a change. */
  async function changed() {
    await refetch();
    client.cache.evict({
      id: client.cache.identify({ __typename: "Listing", id: listingId }),
      fieldName: "photos",
    });
    client.cache.gc();
  }

  const listing = data?.listing;
  if (!listing?.canEditMedia || !listing.imageUploads) return null;
  const uploads = listing.imageUploads;
  const ready = uploads.filter((u) => u.photo);
  return (
    <>
      <PhotoListEditor
        attachedTo={{ kind: "LISTING", id: listingId }}
        uploads={uploads}
        onChanged={changed}
        extra={
          ready.length > 0 ? (
            <p>
              <Link className="btn btn--small" to={slideshowHref(listingId)}>
                Open slideshow
              </Link>
            </p>
          ) : null
        }
      />
      <FloorPlanManager
        listingId={listingId}
        plans={listing.floorPlanCollection?.floorPlans ?? []}
        onChanged={changed}
      />
    </>
  );
}
