import L from "leaflet";
import { useEffect, useMemo, useRef, useState } from "react";
import { Marker, Popup, useMap } from "react-leaflet";
import { Link } from "../../system/router/router";
import type { ClusterItem } from "./pinClusters";

/** Room left around the cluster's pins when the map zooms to them. */
const FIT_PADDING_PX = 48;
/** Cluster markers are bigger than pins (28 px), and well past the 24 × 24 px a target needs. */
const CLUSTER_SIZE_PX = 40;

function clusterIcon(count: number): L.DivIcon {
  return L.divIcon({
    className: "map-cluster",
    html: `<span class="map-cluster__count" aria-hidden="true">${count}</span>`,
    iconSize: [CLUSTER_SIZE_PX, CLUSTER_SIZE_PX],
    iconAnchor: [CLUSTER_SIZE_PX / 2, CLUSTER_SIZE_PX / 2],
    popupAnchor: [0, -CLUSTER_SIZE_PX / 2],
  });
}

/** The accessible name starts with the number the marker shows (WCAG 2.5.3, label in name). */
export function clusterTitle(count: number, noun: string): string {
  return `${count} ${noun} here: zoom in to see them`;
}

/**
 * Several pins too close to tell apart: one marker with their number. Activating it (click, Enter
 * or Space) zooms the map to them; where zooming cannot separate them (the same address, or the
 * deepest zoom already), it lists them in a popup instead.
 */
export function MapCluster({
  cluster,
  noun,
  selected,
  hovered,
}: {
  cluster: ClusterItem;
  noun: string;
  selected: boolean;
  hovered: boolean;
}) {
  const map = useMap();
  const ref = useRef<L.Marker>(null);
  const [listed, setListed] = useState(false);
  const count = cluster.markers.length;
  const icon = useMemo(() => clusterIcon(count), [count]);

  const eventHandlers = useMemo(() => {
    const activate = () => {
      const bounds = L.latLngBounds(cluster.markers.map((m) => [m.lat, m.lng] as [number, number]));
      const padding = L.point(FIT_PADDING_PX * 2, FIT_PADDING_PX * 2);
      const target = Math.min(map.getBoundsZoom(bounds, false, padding), map.getMaxZoom());
      if (target > map.getZoom()) {
        map.fitBounds(bounds, { padding: [FIT_PADDING_PX, FIT_PADDING_PX], maxZoom: map.getMaxZoom() });
        // The marker goes away with the zoom; keep keyboard focus on the map rather than losing it.
        map.getContainer().focus({ preventScroll: true });
      } else {
        setListed(true);
      }
    };
    return {
      click: activate,
      keypress: (event: L.LeafletEvent) => {
        const key = (event as L.LeafletKeyboardEvent).originalEvent.key;
        if (key === "Enter" || key === " ") activate();
      },
    };
  }, [map, cluster.markers]);

  useEffect(() => {
    const instance = ref.current;
    const element = instance?.getElement();
    element?.classList.toggle("map-cluster--selected", selected);
    element?.classList.toggle("map-cluster--hovered", hovered);
    instance?.setZIndexOffset(selected || hovered ? 1000 : 0);
  }, [selected, hovered]);

  return (
    <>
      <Marker
        ref={ref}
        position={[cluster.lat, cluster.lng]}
        icon={icon}
        title={clusterTitle(count, noun)}
        keyboard
        eventHandlers={eventHandlers}
      />
      {listed ? (
        <Popup position={[cluster.lat, cluster.lng]} eventHandlers={{ remove: () => setListed(false) }}>
          <ul className="map-popup map-popup__list">
            {cluster.markers.map((marker) => (
              <li key={marker.id}>
                {marker.href ? (
                  <Link className="map-popup__link" to={marker.href}>
                    {marker.label}
                  </Link>
                ) : (
                  marker.label
                )}
              </li>
            ))}
          </ul>
        </Popup>
      ) : null}
    </>
  );
}
