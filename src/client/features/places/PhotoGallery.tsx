import { lazy, Suspense, useState } from "react";
import type { Photo } from "./placeFields";

// The slideshow (and the modal it sits in) loads when someone opens it, not with the page.
const Slideshow = lazy(() => import("./Slideshow").then((m) => ({ default: m.Slideshow })));

const THUMBNAILS = 4;

export type PhotoGalleryProps = {
  photos: Photo[];
  /** What the photos show, e.g. "245 Park Avenue, Floor 12". */
  subject: string;
};

/**
 * The first photo large, then up to four thumbnails; every photo is a button that opens the
 * slideshow at that photo. The first photo is the page's largest image, so it loads first.
 */
export function PhotoGallery({ photos, subject }: PhotoGalleryProps) {
  const [openAt, setOpenAt] = useState<number | null>(null);

  if (photos.length === 0) {
    return (
      <div className="gallery gallery--empty">
        <p className="gallery__placeholder text-muted">
          No photos of this space yet. Ask your broker for a tour.
        </p>
      </div>
    );
  }

  const [first, ...rest] = photos;
  const thumbnails = rest.slice(0, THUMBNAILS);
  const hidden = photos.length - 1 - thumbnails.length;

  return (
    <div className={thumbnails.length > 0 ? "gallery" : "gallery gallery--single"}>
      <button
        type="button"
        className="gallery__main"
        onClick={() => setOpenAt(0)}
        aria-label={`Open photo 1 of ${photos.length}: ${first.alt}`}
      >
        <img
          src={first.url}
          width={first.width}
          height={first.height}
          alt={first.alt}
          fetchPriority="high"
          decoding="async"
        />
      </button>
      {thumbnails.length > 0 ? (
        <ul className="gallery__thumbnails">
          {thumbnails.map((photo, index) => {
            const position = index + 1;
            const isLast = index === thumbnails.length - 1 && hidden > 0;
            return (
              <li key={photo.id}>
                <button
                  type="button"
                  className="gallery__thumbnail"
                  onClick={() => setOpenAt(position)}
                  aria-label={`Open photo ${position + 1} of ${photos.length}: ${photo.alt}`}
                >
                  <img
                    src={photo.thumbnailUrl}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    width={photo.width}
                    height={photo.height}
                  />
                  {isLast ? (
                    <span className="gallery__more" aria-hidden="true">
                      +{hidden}
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <button type="button" className="btn btn--small gallery__all" onClick={() => setOpenAt(0)}>
        View all {photos.length} {photos.length === 1 ? "photo" : "photos"}
      </button>
      {openAt !== null ? (
        <Suspense fallback={null}>
          <Slideshow photos={photos} startAt={openAt} onClose={() => setOpenAt(null)} subject={subject} />
        </Suspense>
      ) : null}
    </div>
  );
}
