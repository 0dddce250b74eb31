import { FactList } from "./FactList";
import type { BuildingSummary } from "./placeFields";
import { booleanLabel } from "./placeFormat";

type FactsBuilding = Pick<
  BuildingSummary,
  | "propertyName"
  | "yearBuilt"
  | "floors"
  | "classification"
  | "hasAttendedLobby"
  | "hasTurnstile"
  | "hasRoundTheClockAccess"
>;

/** "Class A"; a value that already says "class" is left alone. */
export function buildingClassLabel(classification: string | null | undefined): string | null {
  const value = classification?.trim();
  if (!value) return null;
  return /class/i.test(value) ? value : `Class ${value}`;
}

/** The building facts of spec section 3 that a renter cares about. */
export function BuildingFacts({ building, title }: { building: FactsBuilding; title?: string }) {
  return (
    <FactList
      title={title}
      facts={[
        { label: "Property name", value: building.propertyName },
        { label: "Year built", value: building.yearBuilt === null ? null : String(building.yearBuilt) },
        { label: "Floors", value: building.floors === null ? null : String(building.floors) },
        { label: "Building class", value: buildingClassLabel(building.classification) },
        { label: "Attended lobby", value: booleanLabel(building.hasAttendedLobby) },
        { label: "Turnstile", value: booleanLabel(building.hasTurnstile) },
        { label: "24/7 access", value: booleanLabel(building.hasRoundTheClockAccess) },
      ]}
    />
  );
}
