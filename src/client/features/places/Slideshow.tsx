import { useLayoutEffect, useState } from "react";
import { Modal } from "../../layout/Modal";
import type { Photo } from "./placeFields";

export type SlideshowProps = {
  photos: Photo[];
  /** Index of the photo shown first. */
  startAt: number;
  onClose: () => void;
  /** What the photos show, e.g. "245 Park Avenue, Floor 12"; the dialog is named after it. */
  subject: string;
};

/**
 * Open while mounted. Full-size photos in the site's dialog: previous/next buttons, the arrow keys, a "2 of 5" counter
 * read out politely, and Escape or the close button to leave (both from Modal). Wraps at either end.
 */
export function Slideshow({ photos, startAt, onClose, subject }: SlideshowProps) {
  const [index, setIndex] = useState(startAt);
  const count = photos.length;

  // A layout effect: the arrow keys work from the moment the dialog is on screen, not a frame later.
  useLayoutEffect(() => {
    if (count < 2) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "ArrowRight") {
        event.preventDefault();
        setIndex((i) => (i + 1) % count);
      } else if (event.key === "ArrowLeft") {
        event.preventDefault();
        setIndex((i) => (i - 1 + count) % count);
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [count]);

  if (count === 0) return null;
  const current = Math.min(index, count - 1);
  const photo = photos[current];

  return (
    <Modal isOpen onClose={onClose} title={`Photos of ${subject}`} className="modal--wide slideshow">
      <figure className="slideshow__figure">
        <img
          key={photo.id}
          className="slideshow__image"
          src={photo.url}
          width={photo.width}
          height={photo.height}
          alt={photo.alt}
        />
        <figcaption className="slideshow__caption text-muted text-small">{photo.alt}</figcaption>
      </figure>
      <div className="slideshow__controls">
        <button
          type="button"
          className="btn"
          aria-label="Previous photo"
          onClick={() => setIndex((current - 1 + count) % count)}
          disabled={count < 2}
        >
          <span aria-hidden="true">‹</span> Previous
        </button>
        <p className="slideshow__counter" aria-live="polite" aria-atomic="true">
          {current + 1} of {count}
        </p>
        <button
          type="button"
          className="btn"
          aria-label="Next photo"
          data-autofocus
          onClick={() => setIndex((current + 1) % count)}
          disabled={count < 2}
        >
          Next <span aria-hidden="true">›</span>
        </button>
      </div>
      <p className="slideshow__hint text-small text-muted">
        Use the left and right arrow keys to move between photos.
      </p>
    </Modal>
  );
}
