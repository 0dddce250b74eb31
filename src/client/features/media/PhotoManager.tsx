import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { ListingMediaQueryDocument } from "../../gql/documents/listingMediaQuery";
import {
  DeletePhotoMutationDocument,
  ReorderPhotosMutationDocument,
  SetCoverPhotoMutationDocument,
} from "../../gql/documents/photoMutations";
import type { ImageUploadFieldsFragment } from "../../gql/graphql";
import { Link } from "../../system/router/router";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { FormNotice } from "../../ui/FormNotice";
import { FloorPlanManager } from "./FloorPlanManager";
import { PhotoUploadForm } from "./PhotoUploadForm";
import { slideshowHref } from "./slideshowHref";

type Upload = ImageUploadFieldsFragment;

/**
 * A listing's photos for the people who may change them (brokers of its market, research, admins):
 * upload, order with Move earlier/later buttons (keyboard-operable, no dragging needed), one cover,
 * delete after a confirmation. The server decides who may; the panel only hides itself from others.
 */
export function PhotoManager({ listingId }: { listingId: string }) {
  const { data, refetch } = useQuery(ListingMediaQueryDocument, { variables: { id: listingId } });
  const [reorder] = useMutation(ReorderPhotosMutationDocument);
  const [cover] = useMutation(SetCoverPhotoMutationDocument);
  const [remove, { loading: deleting }] = useMutation(DeletePhotoMutationDocument);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Upload | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const client = useApolloClient();

  /** The page's gallery and the slideshow read the listing's photos: they ask again after a change. */
  async function changed(done: string) {
    await refetch();
    client.cache.evict({
      id: client.cache.identify({ __typename: "Listing", id: listingId }),
      fieldName: "photos",
    });
    client.cache.gc();
    setAnnouncement(done);
  }

  const listing = data?.listing;
  if (!listing?.canEditMedia || !listing.imageUploads) return null;
  const uploads = listing.imageUploads;
  const ready = uploads.filter((u) => u.photo);

  async function run(action: () => Promise<unknown>, done: string) {
    setProblem(null);
    try {
      await action();
      await changed(done);
    } catch {
      setProblem("That change was not saved. Please try again.");
    }
  }

  function move(index: number, by: -1 | 1) {
    const ids = uploads.map((u) => u.id);
    [ids[index], ids[index + by]] = [ids[index + by], ids[index]];
    const attachedTo = { id: listingId, kind: uploads[index].attachedTo.kind };
    void run(
      () => reorder({ variables: { attachedTo, photoIds: ids } }),
      `Photo ${index + 1} moved to position ${index + 1 + by}.`,
    );
  }

  return (
    <>
      <section className="photo-manager" aria-labelledby="photo-manager-title">
        <h3 id="photo-manager-title">Photos</h3>
        {ready.length > 0 ? (
          <p>
            <Link className="btn btn--small" to={slideshowHref(listingId)}>
              Open slideshow
            </Link>
          </p>
        ) : null}
        {uploads.length === 0 ? <p className="text-muted">No photos yet.</p> : null}
        <ol className="photo-manager__list">
          {uploads.map((upload, index) => {
            const label = `: photo ${index + 1}`;
            return (
              <li key={upload.id} className="photo-manager__item">
                {upload.photo ? (
                  <img
                    src={upload.photo.thumbnailUrl}
                    alt={upload.photo.alt}
                    width={96}
                    height={64}
                    loading="lazy"
                  />
                ) : (
                  <span className="photo-manager__pending">
                    {upload.status === "FAILED" ? "Failed" : "Processing"}
                  </span>
                )}
                <div className="photo-manager__meta">
                  <span>
                    Photo {index + 1}
                    {upload.isCover ? <strong className="photo-manager__cover"> Cover</strong> : null}
                  </span>
                  {upload.originalFilename ? (
                    <span className="text-small text-muted">{upload.originalFilename}</span>
                  ) : null}
                </div>
                <div className="photo-manager__actions">
                  <button
                    type="button"
                    className="btn btn--small"
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    Move earlier
                    <Hidden text={label} />
                  </button>
                  <button
                    type="button"
                    className="btn btn--small"
                    disabled={index === uploads.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    Move later
                    <Hidden text={label} />
                  </button>
                  {upload.photo && !upload.isCover ? (
                    <button
                      type="button"
                      className="btn btn--small"
                      onClick={() =>
                        void run(
                          () => cover({ variables: { photoId: upload.id } }),
                          `Photo ${index + 1} is now the cover.`,
                        )
                      }
                    >
                      Make cover
                      <Hidden text={label} />
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className="btn btn--small btn--danger"
                    onClick={() => setConfirming(upload)}
                  >
                    Delete
                    <Hidden text={label} />
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
        {problem ? <FormNotice tone="error">{problem}</FormNotice> : null}
        <p className="visually-hidden" aria-live="polite">
          {announcement}
        </p>
        <PhotoUploadForm
          target={`/media/listings/${listingId}/photos`}
          onUploaded={() => changed("Photo uploaded.")}
        />
        <ConfirmDialog
          isOpen={confirming !== null}
          title="Delete this photo?"
          message="The photo and its files are removed for good."
          confirmLabel="Delete photo"
          busy={deleting}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            const photoId = confirming?.id;
            if (!photoId) return;
            void run(() => remove({ variables: { photoId } }), "Photo deleted.").then(() =>
              setConfirming(null),
            );
          }}
        />
      </section>
      <FloorPlanManager
        listingId={listingId}
        plans={listing.floorPlanCollection?.floorPlans ?? []}
        onChanged={changed}
      />
    </>
  );
}

/** Words a screen reader adds to a button's visible text, so each row's buttons are told apart. */
function Hidden({ text }: { text: string }) {
  return <span className="visually-hidden">{text}</span>;
}
