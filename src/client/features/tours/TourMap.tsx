import { useId, useState } from "react";
import { listingTitle } from "../listingCard/listingFormat";
import { LazyListingsMap } from "../map/LazyListingsMap";
import type { MapMarkerItem } from "../map/mapTypes";
import { useMediaQuery } from "../search/useMediaQuery";
import type { TourStopData } from "./tourPageQuery";

/** The stops as numbered pins, in visiting order. */
export function tourMarkers(stops: readonly TourStopData[]): MapMarkerItem[] {
  return stops.map((stop, i) => ({
    id: stop.id,
    lat: stop.listing.building.lat,
    lng: stop.listing.building.lng,
    label: `Stop ${i + 1}: ${listingTitle(stop.listing)}`,
    href: stop.listing.path,
    badge: String(i + 1),
  }));
}

/** The map beside the itinerary on wide screens; behind a Show map button on phones. */
export function TourMap({ stops }: { stops: readonly TourStopData[] }) {
  const isDesktop = useMediaQuery("(min-width: 768px)");
  const [open, setOpen] = useState(false);
  const mapId = useId();
  const markers = tourMarkers(stops);
  if (markers.length === 0) return null;
  const shown = isDesktop || open;
  return (
    <div className="tour-map">
      {isDesktop ? null : (
        <button
          type="button"
          className="btn btn--small tour-map__toggle"
          aria-expanded={open}
          aria-controls={mapId}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? "Hide map" : "Show map"}
        </button>
      )}
      <div id={mapId} className="tour-map__frame" hidden={!shown}>
        {shown ? (
          <LazyListingsMap
            markers={markers}
            height="100%"
            label={`Map of the tour's ${markers.length === 1 ? "stop" : `${markers.length} stops`}`}
            clusterNoun="stops"
            clusters={false}
          />
        ) : null}
      </div>
    </div>
  );
}
