import { isAdmin, type Policy } from "./policy";

/** Anyone, signed in or not, may record first-party analytics events about their own visit. */
export const trackEventPolicy: Policy = { name: "analytics.track", allows: () => true };

/** Same as track: the flood protection is the per-IP allowance and the size caps, not the policy. */
export const recordEventsPolicy: Policy = { name: "analytics.recordEvents", allows: () => true };

/** Stored events hold e-mail addresses and browsing history: admins only. */
export const readAnalyticsEventsPolicy: Policy = {
  name: "analytics.readEvents",
  allows: (viewer) => isAdmin(viewer),
};

/** The answering process's id and build version are what support asks for; neither is a secret. */
export const serverInfoPolicy: Policy = { name: "analytics.serverInfo", allows: () => true };
