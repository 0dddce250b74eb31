// The map's own chunk: Leaflet touches `window` on import, so only LazyListingsMap loads this file,
// in the browser, after hydration. Its stylesheet comes with it (Vite emits a separate CSS chunk).
import "leaflet/dist/leaflet.css";
import L from "leaflet";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { MapContainer, Marker, Popup, TileLayer, useMapEvents } from "react-leaflet";
import { clientConfig } from "../../system/clientConfig";
import { Link } from "../../system/router/router";
import { MapCluster } from "./MapCluster";
import { DEFAULT_CENTER, type ListingsMapProps, type MapMarkerItem, TILE_ATTRIBUTION } from "./mapTypes";
import { createPinClusterer, type MapItem } from "./pinClusters";

const SINGLE_MARKER_ZOOM = 16;
const EMPTY_ZOOM = 12;
const MAX_FIT_ZOOM = 16;
/** A map move this soon after the person touched the map counts as theirs. */
const USER_MOVE_WINDOW_MS = 1500;

function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Pins are HTML (no marker images), so they show even when tiles or images cannot load. */
export function pinIcon(badge: string | undefined, pinClass: string | undefined): L.DivIcon {
  const text = badge ? `<span class="map-pin__badge">${escapeHtml(badge)}</span>` : "";
  const classes = ["map-pin", badge ? "map-pin--badge" : "", pinClass ?? ""].filter(Boolean).join(" ");
  return L.divIcon({
    className: classes,
    html: `<span class="map-pin__dot" aria-hidden="true">${text}</span>`,
    iconSize: [28, 28],
    iconAnchor: [14, 14],
    popupAnchor: [0, -14],
  });
}

export function ListingsMap({
  markers,
  selectedId = null,
  onSelect,
  onHoverId = null,
  onBoundsSearch,
  height = "100%",
  center,
  fitTo = null,
  label = "Map of the results",
  clusterNoun = "buildings",
  clusters = true,
}: ListingsMapProps) {
  const [map, setMap] = useState<L.Map | null>(null);
  const [zoom, setZoom] = useState<number | null>(null);
  const [moved, setMoved] = useState(false);
  const lastUserInput = useRef(0);
  const programmatic = useRef(false);
  const autoPanning = useRef(false);
  const start = markers[0] ?? center ?? DEFAULT_CENTER;

  // Fit the view to the markers (or the searched rectangle) whenever the set of markers changes.
  const viewKey = `${markers.map((m) => `${m.id}@${m.lat},${m.lng}`).join("|")}#${fitTo ? Object.values(fitTo).join(",") : ""}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: viewKey stands for markers and fitTo.
  useEffect(() => {
    if (!map) return;
    programmatic.current = true;
    try {
      if (fitTo) {
        map.fitBounds(
          [
            [fitTo.south, fitTo.west],
            [fitTo.north, fitTo.east],
          ],
          { animate: false },
        );
      } else if (markers.length === 1) {
        map.setView([markers[0].lat, markers[0].lng], SINGLE_MARKER_ZOOM, { animate: false });
      } else if (markers.length > 1) {
        map.fitBounds(L.latLngBounds(markers.map((m) => [m.lat, m.lng] as [number, number])), {
          padding: [32, 32],
          maxZoom: MAX_FIT_ZOOM,
          animate: false,
        });
      } else {
        const fallback = center ?? DEFAULT_CENTER;
        map.setView([fallback.lat, fallback.lng], EMPTY_ZOOM, { animate: false });
      }
    } finally {
      programmatic.current = false;
    }
    setMoved(false);
  }, [map, viewKey]);

  const onUserInput = useCallback(() => {
    lastUserInput.current = Date.now();
  }, []);
  const onMoveEnd = useCallback(() => {
    // A popup panning itself into view is not the person choosing another area.
    if (autoPanning.current) {
      autoPanning.current = false;
      return;
    }
    if (!programmatic.current && Date.now() - lastUserInput.current < USER_MOVE_WINDOW_MS) setMoved(true);
  }, []);
  const onAutoPan = useCallback(() => {
    autoPanning.current = true;
  }, []);
  const onZoom = useCallback((value: number) => setZoom(value), []);

  // Pins whose targets would overlap at this zoom show as one cluster (WCAG 2.2 target size).
  const clusterer = useMemo(() => createPinClusterer(markers), [markers]);
  // The map's own zoom when there is one: a render that comes before the zoom event's update (new
  // markers, say) must not cluster for a zoom the map has left.
  const shownZoom = map && zoom !== null ? map.getZoom() : zoom;
  const items = useMemo((): MapItem[] => {
    if (shownZoom === null) return [];
    if (!clusters)
      return markers.map((marker) => ({ kind: "pin", marker, lat: marker.lat, lng: marker.lng }));
    return clusterer.at(shownZoom);
  }, [clusterer, clusters, markers, shownZoom]);

  function searchArea() {
    if (!map || !onBoundsSearch) return;
    const bounds = map.getBounds();
    // A map panned around the world reports longitudes past ±180; the filter wants real ones.
    const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
    onBoundsSearch({
      north: clamp(bounds.getNorth(), 90),
      south: clamp(bounds.getSouth(), 90),
      east: clamp(bounds.getEast(), 180),
      west: clamp(bounds.getWest(), 180),
    });
    setMoved(false);
  }

  return (
    <section className="listings-map" style={{ height }} aria-label={label}>
      <MapContainer
        ref={setMap}
        center={[start.lat, start.lng]}
        zoom={markers.length === 1 ? SINGLE_MARKER_ZOOM : EMPTY_ZOOM}
        className="listings-map__canvas"
        scrollWheelZoom
      >
        <TileLayer url={clientConfig().tileUrl} attribution={TILE_ATTRIBUTION} />
        <MoveWatcher onUserMove={onMoveEnd} onUserInput={onUserInput} onAutoPan={onAutoPan} onZoom={onZoom} />
        {items.map((item) =>
          item.kind === "pin" ? (
            <MapPin
              key={item.marker.id}
              marker={item.marker}
              onSelect={onSelect}
              selected={item.marker.id === selectedId}
              hovered={item.marker.id === onHoverId}
            />
          ) : (
            <MapCluster
              key={item.key}
              cluster={item}
              noun={clusterNoun}
              selected={item.markers.some((m) => m.id === selectedId)}
              hovered={item.markers.some((m) => m.id === onHoverId)}
            />
          ),
        )}
      </MapContainer>
      {onBoundsSearch && moved ? (
        <button
          type="button"
          className="btn btn--primary btn--small listings-map__search-area"
          onClick={searchArea}
        >
          Search this area
        </button>
      ) : null}
    </section>
  );
}

function MoveWatcher({
  onUserMove,
  onUserInput,
  onAutoPan,
  onZoom,
}: {
  onUserMove: () => void;
  onUserInput: () => void;
  onAutoPan: () => void;
  onZoom: (zoom: number) => void;
}) {
  const map = useMapEvents({
    moveend: onUserMove,
    dragstart: onUserInput,
    autopanstart: onAutoPan,
    // "zoom" fires on every change of zoom, before "zoomend" and before any animation ends: the
    // clusters follow at once, so pins never sit stale (overlapping) at a new zoom meanwhile.
    zoom: () => onZoom(map.getZoom()),
    zoomend: () => onZoom(map.getZoom()),
  });
  // The first view is set before this component listens; read it once.
  useEffect(() => {
    onZoom(map.getZoom());
  }, [map, onZoom]);
  useEffect(() => {
    const container = map.getContainer();
    const events = ["pointerdown", "wheel", "keydown", "touchstart"] as const;
    for (const type of events) container.addEventListener(type, onUserInput, { passive: true });
    return () => {
      for (const type of events) container.removeEventListener(type, onUserInput);
    };
  }, [map, onUserInput]);
  return null;
}

function MapPin({
  marker,
  onSelect,
  selected,
  hovered,
}: {
  marker: MapMarkerItem;
  onSelect?: (id: string) => void;
  selected: boolean;
  hovered: boolean;
}) {
  const ref = useRef<L.Marker>(null);
  const icon = useMemo(() => pinIcon(marker.badge, marker.pinClass), [marker.badge, marker.pinClass]);
  const { id } = marker;
  const eventHandlers = useMemo(
    () => ({
      click: () => onSelect?.(id),
      keypress: (event: L.LeafletEvent) => {
        const key = (event as L.LeafletKeyboardEvent).originalEvent.key;
        if (key === "Enter" || key === " ") onSelect?.(id);
      },
    }),
    [onSelect, id],
  );

  // Highlight and selection are classes on the pin's element, so the icon is never rebuilt (which
  // would also drop keyboard focus).
  useEffect(() => {
    const instance = ref.current;
    const element = instance?.getElement();
    element?.classList.toggle("map-pin--selected", selected);
    element?.classList.toggle("map-pin--hovered", hovered);
    instance?.setZIndexOffset(selected || hovered ? 1000 : 0);
  }, [selected, hovered]);

  return (
    <Marker
      ref={ref}
      position={[marker.lat, marker.lng]}
      icon={icon}
      title={marker.label}
      keyboard
      eventHandlers={eventHandlers}
    >
      <Popup>
        <div className="map-popup">
          <p className="map-popup__title">{marker.label}</p>
          {marker.href ? (
            <Link className="map-popup__link" to={marker.href}>
              {marker.linkText ?? "View details"}
            </Link>
          ) : null}
        </div>
      </Popup>
    </Marker>
  );
}
