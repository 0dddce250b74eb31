// The location picker's own chunk: only LocationPicker loads it, in the browser (Leaflet needs `window`).
import "leaflet/dist/leaflet.css";
import type L from "leaflet";
import { useEffect, useState } from "react";
import { MapContainer, Marker, TileLayer, useMapEvents } from "react-leaflet";
import { clientConfig } from "../../system/clientConfig";
import { pinIcon } from "../map/ListingsMap";
import { DEFAULT_CENTER, TILE_ATTRIBUTION } from "../map/mapTypes";
import type { LocationPickerProps } from "./LocationPicker";

const ZOOM = 17;
const fixed = (n: number) => n.toFixed(6);

function pointOf(lat: string, lng: string): { lat: number; lng: number } | null {
  const a = Number(lat);
  const b = Number(lng);
  if (lat.trim() === "" || lng.trim() === "" || !Number.isFinite(a) || !Number.isFinite(b)) return null;
  return Math.abs(a) <= 90 && Math.abs(b) <= 180 ? { lat: a, lng: b } : null;
}

function ClickToPlace({ onPick }: Pick<LocationPickerProps, "onPick">) {
  useMapEvents({ click: (e) => onPick(fixed(e.latlng.lat), fixed(e.latlng.lng)) });
  return null;
}

export function LocationPickerMap({
  lat,
  lng,
  label,
  onPick,
  height,
}: LocationPickerProps & { height: string }) {
  const [map, setMap] = useState<L.Map | null>(null);
  const point = pointOf(lat, lng);
  // Typed coordinates move the view to the pin, keeping the zoom the admin chose.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pin's coordinates stand for `point`.
  useEffect(() => {
    if (map && point && !map.getBounds().contains([point.lat, point.lng])) {
      map.setView([point.lat, point.lng], map.getZoom(), { animate: false });
    }
  }, [map, point?.lat, point?.lng]);
  const start = point ?? DEFAULT_CENTER;
  return (
    <section
      className="listings-map location-picker"
      style={{ height }}
      aria-label={`Map: where ${label} is`}
    >
      <MapContainer center={[start.lat, start.lng]} zoom={ZOOM} className="listings-map__canvas" ref={setMap}>
        <TileLayer url={clientConfig().tileUrl} attribution={TILE_ATTRIBUTION} />
        <ClickToPlace onPick={onPick} />
        {point ? (
          <Marker
            position={[point.lat, point.lng]}
            icon={pinIcon(undefined, "map-pin--selected")}
            draggable
            title={`Pin of ${label}`}
            alt={`Pin of ${label}`}
            eventHandlers={{
              dragend: (e) => {
                const at = (e.target as L.Marker).getLatLng();
                onPick(fixed(at.lat), fixed(at.lng));
              },
            }}
          />
        ) : null}
      </MapContainer>
    </section>
  );
}
