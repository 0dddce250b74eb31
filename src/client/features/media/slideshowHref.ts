/**
 * /image-slideshow?listing={id}&photo={n}: which listing's photos, and the 1-based photo to start
 * at (the counter's number, so a shared link reads the same as the screen).
 */
export function slideshowHref(listingId: string, photo = 1): string {
  return `/image-slideshow?listing=${encodeURIComponent(listingId)}&photo=${photo}`;
}

/** The listing id and 0-based start index from the query string; null without a valid listing id. */
export function parseSlideshowSearch(search: URLSearchParams): { listingId: string; start: number } | null {
  const listingId = search.get("listing") ?? "";
  if (!/^[1-9]\d{0,9}$/.test(listingId)) return null;
  const photo = Number(search.get("photo"));
  return { listingId, start: Number.isInteger(photo) && photo >= 1 ? photo - 1 : 0 };
}
