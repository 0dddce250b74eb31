import { useMutation } from "@apollo/client/react";
import { type ReactNode, useState } from "react";
import {
  DeletePhotoMutationDocument,
  ReorderPhotosMutationDocument,
  SetCoverPhotoMutationDocument,
} from "../../gql/documents/photoMutations";
import type { ImageAttachmentKind, ImageUploadFieldsFragment } from "../../gql/graphql";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { PhotoCaptionForm } from "./PhotoCaptionForm";
import { PhotoUploadForm } from "./PhotoUploadForm";
import { useMediaChanges } from "./useMediaChanges";
import { useSavedOrder } from "./useSavedOrder";

type Upload = ImageUploadFieldsFragment;

/**
 * A record's photos for the people who may change them (a listing's or a building's editors):
 * upload, order with Move up / Move down (keyboard-operable, no dragging needed, focus kept on the
 * moved photo), a caption each (its alt text), one cover, delete after a confirmation. Changes are
 * announced in a polite live region. The server decides who may; `onChanged` asks for the photos again.
 */
export function PhotoListEditor({
  attachedTo,
  uploads,
  onChanged,
  extra,
  heading: Heading = "h3",
}: {
  attachedTo: { kind: ImageAttachmentKind; id: string };
  uploads: readonly Upload[];
  /** Re-reads the photos. */
  onChanged: () => Promise<void>;
  /** Shown under the title (the listing's slideshow link). */
  extra?: ReactNode;
  /** The title's level where it sits: h3 in the broker drawer, h2 on the building admin. */
  heading?: "h2" | "h3";
}) {
  const [reorder] = useMutation(ReorderPhotosMutationDocument);
  const [cover] = useMutation(SetCoverPhotoMutationDocument);
  const [remove, { loading: deleting }] = useMutation(DeletePhotoMutationDocument);
  const [confirming, setConfirming] = useState<Upload | null>(null);
  const { run, changed, status } = useMediaChanges(onChanged);
  const path = attachedTo.kind === "BUILDING" ? "buildings" : "listings";
  const titleId = `photo-manager-title-${path}-${attachedTo.id}`;

  const { shown, moveButtons, listRef } = useSavedOrder(uploads, (photoIds, from, to) =>
    run(
      () => reorder({ variables: { attachedTo, photoIds } }),
      `Moved photo ${from + 1} to position ${to + 1} of ${photoIds.length}.`,
    ),
  );

  return (
    <section className="photo-manager" aria-labelledby={titleId}>
      <Heading id={titleId}>Photos</Heading>
      {extra}
      {uploads.length === 0 ? <p className="text-muted">No photos yet.</p> : null}
      <ol ref={listRef} className="photo-manager__list">
        {shown.map((upload, index) => {
          const name = `photo ${index + 1}`;
          const label = `: ${name}`;
          return (
            <li key={upload.id} data-row={upload.id} className="photo-manager__item">
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
                {moveButtons(index, name)}
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
              <PhotoCaptionForm
                key={upload.id}
                photoId={upload.id}
                caption={upload.caption ?? null}
                label={name}
                onSaved={changed}
              />
            </li>
          );
        })}
      </ol>
      {status}
      <PhotoUploadForm
        target={`/media/${path}/${attachedTo.id}/photos`}
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
  );
}

/** Words a screen reader adds to a button's visible text, so each row's buttons are told apart. */
function Hidden({ text }: { text: string }) {
  return <span className="visually-hidden">{text}</span>;
}
