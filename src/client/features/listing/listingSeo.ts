import { formatThousands } from "../../../common/format/numbers";
import { site } from "../../../common/site";
import { availabilityLabel } from "../listingCard/listingFormat";
import type { ListingPageListing } from "../places/placeFields";
import { monthlyLabel, propertyTypeNoun, psfLabel } from "../places/placeFormat";
import {
  breadcrumbJsonLd,
  buildingName,
  type Crumb,
  geo,
  placeCrumbs,
  postalAddress,
} from "../places/placeSeo";

type SeoListing = Omit<ListingPageListing, "sameBuildingListings" | "nearbyListings">;

/** Where the listing is, for people: its neighbourhood, else its market. */
export function listingArea(listing: Pick<SeoListing, "neighborhood" | "market">): string {
  return listing.neighborhood?.name ?? listing.market.name;
}

/** "245 Park Avenue, Floor 12 – 4,500 SF office for rent in Midtown". */
export function listingTitle(listing: SeoListing): string {
  const place = listing.floorAndSuite ? `${listing.address}, ${listing.floorAndSuite}` : listing.address;
  return `${place} – ${formatThousands(listing.squareFeet)} SF ${propertyTypeNoun(listing.propertyType)} for rent in ${listingArea(listing)}`;
}

export function listingDescription(listing: SeoListing): string {
  const price =
    listing.priceModel === "PER_MONTH" ? monthlyLabel(listing.monthlyPrice) : psfLabel(listing.psf);
  const parts = [
    `${formatThousands(listing.squareFeet)} SF ${propertyTypeNoun(listing.propertyType)} for rent at ${listing.address}${
      listing.floorAndSuite ? `, ${listing.floorAndSuite}` : ""
    } in ${listingArea(listing)}, ${listing.market.name}.`,
    price ? `${listing.priceIsEstimated ? "Estimated " : ""}${price}.` : "",
    `${availabilityLabel(listing.dateAvailable)}.`,
    `Tour it with a ${site.name} broker.`,
  ];
  return parts.filter(Boolean).join(" ");
}

export function listingCrumbs(listing: SeoListing): Crumb[] {
  const building = listing.building;
  return placeCrumbs(
    listing.market,
    listing.neighborhood,
    { name: buildingName(building), path: building.path },
    listing.floorAndSuite || "Listing",
  );
}

/** A RealEstateListing page about a Place, offered for lease at the listing's price. */
export function listingJsonLd(listing: SeoListing): Record<string, unknown>[] {
  const building = listing.building;
  const monthly = listing.monthlyPrice;
  const offer: Record<string, unknown> = {
    "@type": "Offer",
    businessFunction: "http://purl.org/goodrelations/v1#LeaseOut",
    priceCurrency: "USD",
    ...(listing.dateAvailable ? { availabilityStarts: listing.dateAvailable } : {}),
  };
  if (monthly !== null) {
    offer.price = Math.round(monthly);
    offer.priceSpecification = [
      {
        "@type": "UnitPriceSpecification",
        price: Math.round(monthly),
        priceCurrency: "USD",
        unitCode: "MON",
        unitText: "per month",
      },
      ...(listing.psf !== null
        ? [
            {
              "@type": "UnitPriceSpecification",
              price: listing.psf,
              priceCurrency: "USD",
              unitText: "per square foot per year",
            },
          ]
        : []),
    ];
  }
  return [
    {
      "@context": "https://schema.org",
      "@type": "RealEstateListing",
      name: listingTitle(listing),
      description: listingDescription(listing),
      url: listing.path,
      dateModified: listing.updatedAt,
      ...(listing.photos[0] ? { image: listing.photos.map((photo) => photo.url) } : {}),
      offers: offer,
      mainEntity: {
        "@type": "Place",
        name: `${listing.address}${listing.floorAndSuite ? `, ${listing.floorAndSuite}` : ""}`,
        address: postalAddress(building),
        geo: geo(building),
        containedInPlace: { "@type": "Place", name: buildingName(building), url: building.path },
        additionalProperty: [
          {
            "@type": "PropertyValue",
            propertyID: "floorSize",
            name: "Floor size",
            value: listing.squareFeet,
            unitCode: "FTK",
            unitText: "SF",
          },
        ],
      },
    },
    breadcrumbJsonLd(listingCrumbs(listing)),
  ];
}
