import { LocalTime } from "../../ui/LocalTime";

/** When the team last looked (see ui/LocalTime for the zone); "Never" when it has not. */
export function CheckedTime({ value }: { value: string | null | undefined }) {
  return value ? <LocalTime value={value} /> : <>Never</>;
}
