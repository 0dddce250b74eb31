import { useMutation } from "@apollo/client/react";
import { type ReactNode, useState } from "react";
import {
  DeletePhotoMutationDocument,
  ReorderPhotosMutationDocument,
  SetCoverPhotoMutationDocument,
} from "../../gql/documents/photoMutations";
import type { ImageAttachmentKind, ImageUploadFieldsFragment } from "../../gql/graphql";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { FormNotice } from "../../ui/FormNotice";
import { PhotoUploadForm } from "./PhotoUploadForm";

type Upload = ImageUploadFieldsFragment;

/**
 * A record's photos for the people who may change them (a listing's or a building's editors):
 * upload, order with Move earlier/later buttons (keyboard-operable, no dragging needed), one cover,
 * delete after a confirmation. The server decides who may; `onChanged` asks for the photos again.
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
  /** Re-reads the photos, then announces `done`. */
  onChanged: (done: string) => Promise<void>;
  /** Shown under the title (the listing's slideshow link). */
  extra?: ReactNode;
  /** The title's level where it sits: h3 in the broker drawer, h2 on the building admin. */
  heading?: "h2" | "h3";
}) {
  const [reorder] = useMutation(ReorderPhotosMutationDocument);
  const [cover] = useMutation(SetCoverPhotoMutationDocument);
  const [remove, { loading: deleting }] = useMutation(DeletePhotoMutationDocument);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Upload | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const changed = async (done: string) => {
    await onChanged(done);
    setAnnouncement(done);
  };
  const path = attachedTo.kind === "BUILDING" ? "buildings" : "listings";
  const titleId = `photo-manager-title-${path}-${attachedTo.id}`;

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
    void run(
      () => reorder({ variables: { attachedTo, photoIds: ids } }),
      `Photo ${index + 1} moved to position ${index + 1 + by}.`,
    );
  }

  return (
    <section className="photo-manager" aria-labelledby={titleId}>
      <Heading id={titleId}>Photos</Heading>
      {extra}
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
