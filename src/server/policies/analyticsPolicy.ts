import type { Policy } from "./policy";

/** Anyone, signed in or not, may record first-party analytics events about their own visit. */
export const trackEventPolicy: Policy = { name: "analytics.track", allows: () => true };
