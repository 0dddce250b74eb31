import { formatThousands } from "../../../common/format/numbers";
import { availabilityLabel, seatsLabel, squareFeetLabel } from "../listingCard/listingFormat";
import { FactList } from "../places/FactList";
import type { ListingPageListing } from "../places/placeFields";
import {
  booleanLabel,
  floorMaterialLabel,
  leaseTermLabel,
  leaseTypeLabel,
  monthlyLabel,
  naturalLightLabel,
  priceModelLabel,
  psfLabel,
  statusLabel,
  yesNoLabel,
} from "../places/placeFormat";

type FactsListing = Pick<
  ListingPageListing,
  | "squareFeet"
  | "maxOccupancy"
  | "officeSpace"
  | "conferenceRooms"
  | "psf"
  | "monthlyPrice"
  | "priceIsEstimated"
  | "priceModel"
  | "leaseType"
  | "leaseTerm"
  | "status"
  | "dateAvailable"
  | "floorMaterial"
  | "naturalLight"
  | "hasWetPantry"
  | "hasExposedCeiling"
  | "hasPrivateBathroom"
  | "furnished"
  | "servicesIncluded"
>;

/** A price with its "Est." mark when it is our estimate rather than the asking rent. */
export function Price({ text, estimated }: { text: string | null; estimated: boolean }) {
  if (!text) return null;
  return (
    <>
      {text}
      {estimated ? (
        <>
          {" "}
          <abbr className="price-estimate" title="Estimated">
            Est.
          </abbr>
        </>
      ) : null}
    </>
  );
}

function count(value: number | null | undefined): string | null {
  return value === null || value === undefined ? null : formatThousands(value);
}

/** Every public fact of a listing, grouped the way a renter reads them: space, price, lease, features. */
export function ListingFacts({ listing }: { listing: FactsListing }) {
  const estimated = listing.priceIsEstimated;
  const psf = psfLabel(listing.psf);
  const monthly = monthlyLabel(listing.monthlyPrice);
  return (
    <div className="listing-facts">
      <FactList
        title="Space"
        facts={[
          { label: "Size", value: squareFeetLabel(listing.squareFeet) },
          { label: "Seats", value: seatsLabel(listing.maxOccupancy) },
          { label: "Private offices", value: count(listing.officeSpace) },
          { label: "Conference rooms", value: count(listing.conferenceRooms) },
        ]}
      />
      <FactList
        title="Price"
        facts={[
          { label: "Price per SF/yr", value: psf ? <Price text={psf} estimated={estimated} /> : null },
          { label: "Monthly rent", value: monthly ? <Price text={monthly} estimated={estimated} /> : null },
          { label: "Price model", value: priceModelLabel(listing.priceModel) },
        ]}
      />
      {estimated && (psf || monthly) ? (
        <p className="listing-facts__note text-small text-muted">
          Estimated: the landlord has not published an asking rent, so this is our estimate from comparable
          spaces nearby. Your broker confirms the real figure.
        </p>
      ) : null}
      <FactList
        title="Lease"
        facts={[
          { label: "Lease type", value: leaseTypeLabel(listing.leaseType) },
          { label: "Lease term", value: leaseTermLabel(listing.leaseTerm) },
          { label: "Status", value: statusLabel(listing.status) },
          { label: "Availability", value: availabilityLabel(listing.dateAvailable) },
        ]}
      />
      <FactList
        title="Features"
        facts={[
          { label: "Floor material", value: floorMaterialLabel(listing.floorMaterial) },
          { label: "Natural light", value: naturalLightLabel(listing.naturalLight) },
          { label: "Wet pantry", value: booleanLabel(listing.hasWetPantry) },
          { label: "Exposed ceiling", value: booleanLabel(listing.hasExposedCeiling) },
          { label: "Private bathroom", value: booleanLabel(listing.hasPrivateBathroom) },
          { label: "Furnished", value: yesNoLabel(listing.furnished) },
          { label: "Services included", value: yesNoLabel(listing.servicesIncluded) },
        ]}
      />
    </div>
  );
}
