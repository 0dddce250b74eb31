import { LazyListingsMap } from "../map/LazyListingsMap";

/**
 * Where the building is. LazyListingsMap renders a same-sized placeholder on the server and loads
 * Leaflet only in the browser, after hydration.
 */
export function BuildingMap({
  id,
  lat,
  lng,
  label,
}: {
  id: string;
  lat: number;
  lng: number;
  label: string;
}) {
  return (
    <div className="building-map">
      <LazyListingsMap
        markers={[{ id, lat, lng, label }]}
        selectedId={id}
        height="320px"
        center={{ lat, lng }}
        label={`Map of ${label}`}
      />
    </div>
  );
}
