/**
 * What a write tells every process: a kind ("listing", "building", "all"...) and, when known and
 * few, the ids it touched. Sent as a PostgreSQL NOTIFY payload, which must stay under 8000 bytes.
 */
export type Change = { kind: string; ids?: number[] };

/** Said after the listener was away (notifications sent meanwhile are lost): anything may have changed. */
export const EVERYTHING: Change = { kind: "all" };

/** Well under PostgreSQL's 8000-byte payload limit. */
export const MAX_PAYLOAD_BYTES = 7_000;

const TOPIC = /^[a-z][a-z0-9_]{0,39}$/;

/** The NOTIFY channel of a topic; topics are plain lower-case words, so the name needs no quoting. */
export function channelOf(topic: string): string {
  if (!TOPIC.test(topic)) throw new Error(`not a change topic: ${JSON.stringify(topic)}`);
  return `${CHANNEL_PREFIX}${topic}`;
}

/** The payload text; a change naming too many ids to fit says its kind alone (all of that kind). */
export function encodeChange(change: Change): string {
  const text = JSON.stringify(change.ids ? { kind: change.kind, ids: change.ids } : { kind: change.kind });
  if (Buffer.byteLength(text) <= MAX_PAYLOAD_BYTES) return text;
  const kindOnly = JSON.stringify({ kind: change.kind });
  if (Buffer.byteLength(kindOnly) <= MAX_PAYLOAD_BYTES) return kindOnly;
  return JSON.stringify(EVERYTHING);
}

/** A payload read back; anything unreadable counts as "everything", the safe side for a cache. */
export function decodeChange(text: string): Change {
  try {
    const value = JSON.parse(text) as { kind?: unknown; ids?: unknown };
    if (typeof value.kind !== "string") return EVERYTHING;
    const ids = Array.isArray(value.ids)
      ? value.ids.filter((id): id is number => Number.isInteger(id))
      : null;
    return ids ? { kind: value.kind, ids } : { kind: value.kind };
  } catch {
    return EVERYTHING;
  }
}

const CHANNEL_PREFIX = "squarely_";

/** The topic of a channel named by channelOf. */
export function topicOf(channel: string): string {
  return channel.startsWith(CHANNEL_PREFIX) ? channel.slice(CHANNEL_PREFIX.length) : channel;
}
