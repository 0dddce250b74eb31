import type { Policy } from "./policy";

/** Markets, submarkets and neighbourhoods are public reference data. */
export const marketReadPolicy: Policy = { name: "market.read", allows: () => true };
