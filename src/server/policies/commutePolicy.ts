import type { Policy } from "./policy";

/**
 * The commute calculator is a public tool: it reads public places (buildings, neighbourhoods) and
 * the visitor's own ZIP codes, which are neither stored nor logged.
 */
export const commuteReadPolicy: Policy = { name: "commute.read", allows: () => true };
