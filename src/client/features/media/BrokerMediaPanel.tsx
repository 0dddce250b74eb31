import { SharedNotes } from "../notes/SharedNotes";
import { PhotoManager } from "./PhotoManager";

/** The broker drawer's and listing page's photo manager and shared notes, loaded for brokers only. */
export function BrokerMediaPanel({ listingId }: { listingId: string }) {
  return (
    <div className="broker-media">
      <PhotoManager listingId={listingId} />
      <SharedNotes listingId={listingId} />
    </div>
  );
}
