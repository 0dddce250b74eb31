import { useMemo } from "react";
import { LazyListingsMap } from "../map/LazyListingsMap";
import type { MapMarkerItem } from "../map/mapTypes";
import type { CommuteEstimates } from "./commuteEstimatesQuery";
import { officeLetter } from "./officeLetters";

export type CommuteMapProps = { estimates: CommuteEstimates; personNumbers: number[] };

function people(numbers: number[]): string {
  if (numbers.length === 1) return `person ${numbers[0]}`;
  return `people ${numbers.slice(0, -1).join(", ")} and ${numbers[numbers.length - 1]}`;
}

/**
 * Homes and offices on one map (Leaflet, loaded after hydration). People who share a ZIP share a
 * pin showing how many they are; offices carry their letter. Pins are HTML, so they show without tiles.
 */
export function commuteMarkers({ estimates, personNumbers }: CommuteMapProps): MapMarkerItem[] {
  const homes = new Map<
    string,
    { zip: string; place: string; lat: number; lng: number; numbers: number[] }
  >();
  for (const home of estimates.homes) {
    const entry = homes.get(home.zip) ?? { zip: home.zip, place: home.place, ...home.position, numbers: [] };
    entry.numbers.push(personNumbers[home.index] ?? home.index + 1);
    homes.set(home.zip, entry);
  }
  const homeMarkers: MapMarkerItem[] = [...homes.values()].map((home) => ({
    id: `home-${home.zip}`,
    lat: home.lat,
    lng: home.lng,
    label: `Home ZIP ${home.zip}, ${home.place}: ${people(home.numbers)}`,
    badge: home.numbers.length > 1 ? String(home.numbers.length) : undefined,
    pinClass: "map-pin--home",
  }));
  const officeMarkers: MapMarkerItem[] = estimates.offices.map(({ candidate }, index) => ({
    id: `office-${candidate.kind}-${candidate.id}`,
    lat: candidate.position.lat,
    lng: candidate.position.lng,
    label: `Office ${officeLetter(index)}: ${candidate.label}`,
    badge: officeLetter(index),
    pinClass: "map-pin--office",
    href: candidate.path,
    linkText: candidate.kind === "BUILDING" ? "View the building" : "See spaces here",
  }));
  return [...homeMarkers, ...officeMarkers];
}

export function CommuteMap({ estimates, personNumbers }: CommuteMapProps) {
  const markers = useMemo(() => commuteMarkers({ estimates, personNumbers }), [estimates, personNumbers]);
  return (
    <div className="commute-map">
      <LazyListingsMap
        markers={markers}
        height="420px"
        label="Map of homes and offices"
        clusterNoun="places"
      />
      <p className="commute-map__legend text-small">
        <span className="commute-map__legend-item">
          <span className="commute-map__key commute-map__key--office" aria-hidden="true">
            A
          </span>
          Offices
        </span>
        <span className="commute-map__legend-item">
          <span className="commute-map__key commute-map__key--home" aria-hidden="true" />
          Homes (the centre of each ZIP code; a number counts the people who share it)
        </span>
      </p>
    </div>
  );
}
