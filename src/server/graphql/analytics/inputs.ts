import { z } from "zod";
import { GCLID_PATTERN } from "../../../common/analytics/gclid";
import { ANALYTICS_EVENT_TYPES, ANALYTICS_USER_TYPES } from "../../../common/enums";

/** Events in one recordEvents call; the browser sends at most 20 at a time. */
export const MAX_EVENTS_PER_CALL = 50;
/** Serialised size of one event's properties. */
export const MAX_PROPERTIES_CHARS = 4096;

const eventName = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[a-zA-Z0-9_.:-]+$/, "Use letters, digits, _ . : or -");

const properties = z
  .record(z.string(), z.unknown())
  .nullish()
  .refine((p) => !p || JSON.stringify(p).length <= MAX_PROPERTIES_CHARS, {
    message: `Properties may hold at most ${MAX_PROPERTIES_CHARS} characters of JSON.`,
  });

export const trackArgs = z.object({
  event: z.object({
    name: eventName,
    properties,
    anonymousId: z.string().max(100).nullish(),
  }),
});

const eventInput = z
  .object({
    // Yoga hands resolvers the enums' internal values (see the resolver map).
    type: z.enum(ANALYTICS_EVENT_TYPES),
    name: eventName.nullish(),
    properties,
    anonymousId: z.string().max(100).nullish(),
    // Cookie-value characters only: it is an opaque label of an app process.
    serverId: z
      .string()
      .max(100)
      .regex(/^[\w.:-]+$/, "Use letters, digits, _ . : or -")
      .nullish(),
    userId: z.uuid().nullish(),
    userType: z.enum(ANALYTICS_USER_TYPES).nullish(),
    gclid: z.string().regex(GCLID_PATTERN, "Not a Google click id.").nullish(),
  })
  .refine((e) => e.type !== "track" || Boolean(e.name), {
    message: "A TRACK event needs a name.",
    path: ["name"],
  });

export const recordEventsArgs = z.object({
  events: z.array(eventInput).max(MAX_EVENTS_PER_CALL, `At most ${MAX_EVENTS_PER_CALL} events a call.`),
});

export type EventInput = z.infer<typeof eventInput>;

export const analyticsEventLogArgs = z.object({
  filter: z
    .object({
      type: z.enum(ANALYTICS_EVENT_TYPES).nullish(),
      name: z.string().trim().max(100).nullish(),
      anonymousId: z.string().trim().max(100).nullish(),
      userEmail: z.string().trim().max(200).nullish(),
      from: z.coerce.date().nullish(),
      to: z.coerce.date().nullish(),
    })
    .nullish(),
  limit: z.number().int().min(1).max(100).nullish(),
  before: z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number)
    .nullish(),
});

export const analyticsEventsArgs = z.object({
  last: z.number().int().min(1).max(500).nullish(),
  type: z.enum(ANALYTICS_EVENT_TYPES).nullish(),
  name: z.string().max(100).nullish(),
  anonymousId: z.string().max(100).nullish(),
});
