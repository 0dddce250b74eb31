import { publicAccess } from "./policy";

/**
 * The commute calculator is a public tool: it reads public places (buildings, neighbourhoods) and
 * the visitor's own ZIP codes, which are neither stored nor logged.
 */
export const commuteReadPolicy = publicAccess("commute.read");
