import { ListingCard } from "../listingCard/ListingCard";
import type { ListingCardData } from "../listingCard/listingCardFields";

/**
 * A titled grid of listing cards ("More in this building", "Nearby in SoHo"); nothing when empty.
 * `wholeRows` suits a sample: an unfinished last row past the first is left out (styles/listing/related.css).
 */
export function RelatedListings({
  id,
  title,
  listings,
  wholeRows = false,
}: {
  id: string;
  title: string;
  listings: ListingCardData[];
  wholeRows?: boolean;
}) {
  if (listings.length === 0) return null;
  return (
    <section className="related-listings" aria-labelledby={id}>
      <h2 id={id} className="related-listings__title">
        {title}
      </h2>
      <ul
        className={
          wholeRows ? "related-listings__grid related-listings__grid--whole-rows" : "related-listings__grid"
        }
      >
        {listings.map((listing) => (
          <li key={listing.id}>
            <ListingCard listing={listing} />
          </li>
        ))}
      </ul>
    </section>
  );
}
