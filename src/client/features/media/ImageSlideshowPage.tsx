import { useQuery } from "@apollo/client/react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { ImageSlideshowQueryDocument } from "../../gql/documents/imageSlideshowQuery";
import { Spinner } from "../../layout/Spinner";
import { useNavigate, useSearchParams } from "../../system/router/router";
import { parseSlideshowSearch } from "./slideshowHref";

/** A horizontal swipe longer than this (CSS pixels) moves to the next or previous photo. */
const SWIPE_PX = 50;

/**
 * /image-slideshow?listing={id}&photo={n} (spec: signed in, no header or footer): a listing's
 * photos full screen. Arrow keys and the buttons move (wrapping at either end), a swipe moves on a
 * touch screen, Escape or Close goes back to the listing. Focus starts on the photo region so the
 * keys work at once, and the counter ("3 / 12") is announced as it changes.
 */
export function ImageSlideshowPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const wanted = parseSlideshowSearch(search);
  const { data, loading } = useQuery(ImageSlideshowQueryDocument, {
    variables: { id: wanted?.listingId ?? "" },
    skip: !wanted,
  });
  const [index, setIndex] = useState(wanted?.start ?? 0);
  const region = useRef<HTMLElement>(null);
  const touchStart = useRef<number | null>(null);

  const listing = data?.listing;
  const photos = listing?.photos ?? [];
  const count = photos.length;
  const close = () => (listing ? navigate(listing.path) : navigate(-1));
  const step = (by: number) => setIndex((i) => (count ? (i + by + count) % count : 0));

  useLayoutEffect(() => {
    if (count > 0) region.current?.focus();
  }, [count]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "ArrowRight") step(1);
      else if (event.key === "ArrowLeft") step(-1);
      else if (event.key === "Escape") close();
      else return;
      event.preventDefault();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  });

  if (!wanted || (!loading && !listing)) {
    return (
      <section className="image-slideshow image-slideshow--empty">
        <h1>Photos not found</h1>
        <p>This slideshow link does not name a listing you can see.</p>
        <button type="button" className="btn" onClick={() => navigate(-1)}>
          Go back
        </button>
      </section>
    );
  }
  if (!listing) {
    return (
      <section className="image-slideshow image-slideshow--empty">
        <Spinner label="Loading photos" />
      </section>
    );
  }
  const title = `Photos of ${listing.address}${listing.floorAndSuite ? `, ${listing.floorAndSuite}` : ""}`;
  const current = Math.min(index, Math.max(0, count - 1));
  const photo = photos[current];

  return (
    <section
      ref={region}
      className="image-slideshow"
      tabIndex={-1}
      aria-label={title}
      onTouchStart={(e) => {
        touchStart.current = e.changedTouches[0]?.clientX ?? null;
      }}
      onTouchEnd={(e) => {
        const start = touchStart.current;
        const end = e.changedTouches[0]?.clientX;
        touchStart.current = null;
        if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
        step(end < start ? 1 : -1);
      }}
    >
      <div className="image-slideshow__bar">
        <h1 className="image-slideshow__title">{title}</h1>
        <p className="image-slideshow__counter" aria-live="polite" aria-atomic="true">
          {count ? `${current + 1} / ${count}` : "0 / 0"}
        </p>
        <button type="button" className="btn image-slideshow__close" onClick={close}>
          Close
        </button>
      </div>
      {photo ? (
        <figure className="image-slideshow__figure">
          <img
            key={photo.id}
            className="image-slideshow__image"
            src={photo.url}
            alt={photo.alt}
            width={photo.width}
            height={photo.height}
          />
          <figcaption className="image-slideshow__caption">{photo.alt}</figcaption>
        </figure>
      ) : (
        <p className="image-slideshow__none">This listing has no photos yet.</p>
      )}
      {count > 1 ? (
        <div className="image-slideshow__nav">
          <button type="button" className="btn" onClick={() => step(-1)}>
            Previous<span className="visually-hidden"> photo</span>
          </button>
          <button type="button" className="btn" onClick={() => step(1)}>
            Next<span className="visually-hidden"> photo</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
