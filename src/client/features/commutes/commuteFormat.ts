import { formatNumber } from "../../../common/format/numbers";
import type { CommuteTimes } from "./commuteEstimatesQuery";
import type { CommuteModeName } from "./commuteMethodQuery";

export const MODE_LABELS: Record<CommuteModeName, string> = {
  TRANSIT: "Transit",
  CAR: "Car",
  BIKE: "Bike",
  WALK: "Walking",
};

export const MODE_FIELDS: { mode: CommuteModeName; field: keyof Omit<CommuteTimes, "__typename"> }[] = [
  { mode: "TRANSIT", field: "transit" },
  { mode: "CAR", field: "car" },
  { mode: "BIKE", field: "bike" },
  { mode: "WALK", field: "walk" },
];

/** "45 min", "1 h", "2 h 5 min". */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

/** "3.2 mi". */
export function formatMiles(miles: number): string {
  return `${formatNumber(miles, 1)} mi`;
}
