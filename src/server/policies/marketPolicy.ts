import { publicAccess } from "./policy";

/** Markets, submarkets and neighbourhoods are public reference data. */
export const marketReadPolicy = publicAccess("market.read");
