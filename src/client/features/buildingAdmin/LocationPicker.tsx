import { lazy, Suspense } from "react";
import { MapErrorBoundary, MapPlaceholder, useReadyForMap } from "../map/LazyListingsMap";

// Leaflet touches `window` on import: its chunk loads only in the browser, once the page is idle.
const LocationPickerMap = lazy(() =>
  import("./LocationPickerMap").then((m) => ({ default: m.LocationPickerMap })),
);

const HEIGHT = "280px";

export type LocationPickerProps = {
  /** The coordinates as typed; the pin shows only when both are numbers on the globe. */
  lat: string;
  lng: string;
  label: string;
  /** A click on the map or a dragged pin: the new coordinates, six decimals (about 10 cm). */
  onPick: (lat: string, lng: string) => void;
};

/** Where a building is, on a map: click to place the pin or drag it. The typed fields stay the keyboard's way. */
export function LocationPicker(props: LocationPickerProps) {
  const ready = useReadyForMap();
  const placeholder = <MapPlaceholder height={HEIGHT} />;
  if (!ready) return placeholder;
  return (
    <MapErrorBoundary height={HEIGHT} message="The map could not be loaded. Type the coordinates below.">
      <Suspense fallback={placeholder}>
        <LocationPickerMap {...props} height={HEIGHT} />
      </Suspense>
    </MapErrorBoundary>
  );
}
