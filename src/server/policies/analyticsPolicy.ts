import { adminAccess, publicAccess } from "./policy";

/** Anyone, signed in or not, may record first-party analytics events about their own visit. */
export const trackEventPolicy = publicAccess("analytics.track");

/** Same as track: the flood protection is the per-IP allowance and the size caps, not the policy. */
export const recordEventsPolicy = publicAccess("analytics.recordEvents");

/** Stored events hold e-mail addresses and browsing history: admins only. */
export const readAnalyticsEventsPolicy = adminAccess("analytics.readEvents");

/** The answering process's id and build version are what support asks for; neither is a secret. */
export const serverInfoPolicy = publicAccess("analytics.serverInfo");
