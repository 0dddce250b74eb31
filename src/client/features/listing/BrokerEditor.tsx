import { Fragment } from "react";
import { PRICE_PAIRS } from "../../../common/listingFields/listingPrices";
import { BUILDING_EDITS, type EditFieldDef, LISTING_EDITS } from "./brokerEditFields";
import type { BrokerListing } from "./brokerListingDrawerQuery";
import { ContactsEditor } from "./ContactsEditor";
import { EditableField, type RecordRef } from "./EditableField";
import { InsightsEditor } from "./InsightsEditor";
import { ListingPriceFields } from "./ListingPriceFields";
import { UnsavedBar } from "./UnsavedBar";

/** The price figures: ListingPriceFields shows each pair's (one input, the other derived). */
const PRICE_FIGURES: ReadonlySet<string> = new Set(PRICE_PAIRS.flatMap((p) => [p.psf, p.monthly]));

/**
 * The broker drawer's editing in place (issue 12): the listing's and the building's fields, the
 * insights and the building's contacts. Every edit waits in the dataUpdates store until Save.
 */
export function BrokerEditor({ listing }: { listing: BrokerListing }) {
  const listingRef: RecordRef = { __typename: "Listing", id: listing.id, listingId: listing.id };
  const buildingRef: RecordRef = { __typename: "Building", id: listing.building.id, listingId: listing.id };
  const saved = { ...listing, subleaseContactId: listing.subleaseContact?.id ?? null } as Record<
    string,
    unknown
  >;
  const subleaseContact: EditFieldDef = {
    field: "subleaseContactId",
    label: "Sublease contact",
    control: "select",
    options: (listing.building.contacts ?? []).map((c) => ({ value: c.id, label: c.displayName })),
  };
  const building = listing.building as unknown as Record<string, unknown>;
  return (
    <div className="broker-editor">
      <UnsavedBar />
      <fieldset className="broker-editor__group">
        <legend>The space</legend>
        <div className="broker-editor__grid">
          {[...LISTING_EDITS, subleaseContact].map((def) =>
            PRICE_FIGURES.has(def.field) ? null : (
              <Fragment key={def.field}>
                <EditableField record={listingRef} def={def} saved={saved[def.field]} />
                {def.field === "priceModel" ? <ListingPriceFields record={listingRef} saved={saved} /> : null}
              </Fragment>
            ),
          )}
        </div>
      </fieldset>
      <fieldset className="broker-editor__group">
        <legend>The building</legend>
        <div className="broker-editor__grid">
          {BUILDING_EDITS.map((def) => (
            <EditableField key={def.field} record={buildingRef} def={def} saved={building[def.field]} />
          ))}
        </div>
      </fieldset>
      <InsightsEditor listing={listing} />
      <ContactsEditor listingId={listing.id} building={listing.building} />
    </div>
  );
}
