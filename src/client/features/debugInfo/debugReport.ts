import type { AnalyticsUserType } from "../../../common/analytics/userType";
import { type BuildInfo, buildVersion } from "../../../common/buildInfo";

/** Everything /debuginfo shows; no secrets (no session id, no tokens, nothing from the server's settings). */
export type DebugFacts = {
  build: BuildInfo;
  /** serverInfo of whichever process answered /graphql; a string while loading or when it failed. */
  server: { serverId: string; buildVersion: string } | "loading" | "unavailable";
  serverIdCookie: string | null;
  userType: AnalyticsUserType;
  anonymousId: string | null;
  gclid: { value: string; expiresAt: number } | null;
  user: { email: string | null; featureFlags: string[] } | null;
  queue: { waiting: number; dropped: number };
  userAgent: string;
  now: Date;
};

export type DebugEntry = { label: string; value: string };

function serverText(server: DebugFacts["server"], field: "serverId" | "buildVersion"): string {
  if (server === "loading") return "Asking the server…";
  if (server === "unavailable") return "The server did not answer";
  return server[field];
}

/** The facts as label/value pairs, in the order support reads them. */
export function debugEntries(f: DebugFacts): DebugEntry[] {
  const clientVersion = buildVersion(f.build);
  const serverVersion = serverText(f.server, "buildVersion");
  const mismatch = typeof f.server === "object" && f.server.buildVersion !== clientVersion;
  return [
    {
      label: "App version",
      value: f.build.builtAt ? `${clientVersion} (built ${f.build.builtAt})` : clientVersion,
    },
    {
      label: "Server version",
      value: mismatch ? `${serverVersion} (differs from this page: reload to update)` : serverVersion,
    },
    { label: "Server id (SERVERID cookie)", value: f.serverIdCookie ?? "None" },
    { label: "Answering server", value: serverText(f.server, "serverId") },
    { label: "User type", value: f.userType },
    { label: "Anonymous id", value: f.anonymousId ?? "None (local storage is unavailable)" },
    {
      label: "gclid",
      value: f.gclid ? `${f.gclid.value} (kept until ${new Date(f.gclid.expiresAt).toISOString()})` : "None",
    },
    { label: "Signed in as", value: f.user ? (f.user.email ?? "Signed in") : "Not signed in" },
    {
      label: "Feature flags",
      value: !f.user
        ? "Sign in to see your account's feature flags"
        : f.user.featureFlags.join(", ") || "None",
    },
    {
      label: "Analytics events waiting",
      value: `${f.queue.waiting}${f.queue.dropped ? ` (${f.queue.dropped} dropped: queue full)` : ""}`,
    },
    { label: "Browser", value: f.userAgent },
    { label: "Time", value: f.now.toISOString() },
  ];
}

/** Plain text for the clipboard: one "Label: value" line each. */
export function debugReportText(entries: DebugEntry[]): string {
  return entries.map((e) => `${e.label}: ${e.value}`).join("\n");
}
