import { and, desc, eq, gt, ne } from "drizzle-orm";
import type { Db } from "../db/client";
import { sessions } from "../db/schema/sessions";
import { SESSION_IDLE_MS } from "./sessionService";

/** The settings page lists at most this many sessions, most recently used first. */
export const MAX_LISTED_SESSIONS = 50;

/** A session as its own user sees it: no secret, no hash, no full IP address. */
export type SessionSummary = {
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  device: string;
  approximateLocation: string | null;
  current: boolean;
};

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/Firefox\//, "Firefox"],
  [/Chrome\/|Chromium\/|CriOS\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, "iOS"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

/** "Firefox on Windows": a short, recognisable name; the raw header is never shown. */
export function describeUserAgent(userAgent: string | null): string {
  if (!userAgent) return "Unknown device";
  const browser = BROWSERS.find(([re]) => re.test(userAgent))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? "Unknown device";
}

/**
 * The network, not the address: IPv4 to its /24 ("203.0.113.x"), IPv6 to its /48. Enough to tell
 * home from abroad, and the page shows nothing a shoulder-surfer could use.
 */
export function maskIp(ip: string | null): string | null {
  if (!ip) return null;
  const v4 = ip.replace(/^::ffff:/, "");
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(v4)) return `${v4.split(".").slice(0, 3).join(".")}.x`;
  if (ip.includes(":")) {
    const groups = ip.split("::")[0].split(":").filter(Boolean).slice(0, 3);
    return `${groups.join(":")}::/48`;
  }
  return null;
}

export async function listUserSessions(
  db: Db,
  userId: number,
  currentIdHash: string | null,
  now = new Date(),
): Promise<SessionSummary[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt))
    .limit(MAX_LISTED_SESSIONS);
  return rows.map((row) => ({
    id: row.publicId,
    createdAt: row.createdAt,
    lastSeenAt: row.lastSeenAt,
    device: describeUserAgent(row.userAgent),
    approximateLocation: maskIp(row.ip),
    current: row.idHash === currentIdHash,
  }));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ends one of the user's own sessions by its public id. Someone else's id, an ended session and a
 * malformed id all answer "not found" alike. Answers whether the session was the current one.
 */
export async function endUserSession(
  db: Db,
  userId: number,
  publicId: string,
): Promise<{ ended: false } | { ended: true; idHash: string }> {
  if (!UUID.test(publicId)) return { ended: false };
  const [row] = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId.toLowerCase())))
    .returning({ idHash: sessions.idHash });
  return row ? { ended: true, idHash: row.idHash } : { ended: false };
}

/** "Sign out everywhere else": every session of the user but this one. Answers how many ended. */
export async function endOtherUserSessions(
  db: Db,
  userId: number,
  keepIdHash: string | null,
): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(
      keepIdHash
        ? and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash))
        : eq(sessions.userId, userId),
    )
    .returning({ idHash: sessions.idHash });
  return rows.length;
}
