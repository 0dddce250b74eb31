import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { siteSettings } from "../../db/schema/siteSettings";
import type { SignedInViewer } from "../../policies/policy";
import { recordAudit } from "./auditLog";

const KEY = "maintenance";
/** How long a process trusts what it read: every app process sees a flip within this. */
export const MAINTENANCE_SWITCH_TTL_MS = 5_000;

export type MaintenanceSwitch = {
  /** Whether an admin switched maintenance on (read at most once per TTL per process). */
  isOn(): Promise<boolean>;
  /** Flips it, audited, and forgets this process's cached value. Answers the new state. */
  set(viewer: SignedInViewer, on: boolean): Promise<boolean>;
};

/**
 * The admin's maintenance switch: a row of site_settings, so every app process behind the load
 * balancer reads the same value; each keeps it for a few seconds so a page costs no query. A read
 * that fails counts as off: a database hiccup must not take the site down for everyone.
 */
export function createMaintenanceSwitch(
  database: Database,
  ttlMs = MAINTENANCE_SWITCH_TTL_MS,
): MaintenanceSwitch {
  let cached: { on: boolean; until: number } | null = null;
  async function read(): Promise<boolean> {
    const [row] = await database.db.select().from(siteSettings).where(eq(siteSettings.key, KEY));
    return (row?.value as { on?: boolean } | undefined)?.on === true;
  }
  return {
    async isOn() {
      if (cached && cached.until > Date.now()) return cached.on;
      let on = false;
      try {
        on = await read();
      } catch {
        on = cached?.on ?? false;
      }
      cached = { on, until: Date.now() + ttlMs };
      return on;
    },
    async set(viewer, on) {
      await database.db.transaction(async (tx) => {
        const [before] = await tx.select().from(siteSettings).where(eq(siteSettings.key, KEY)).for("update");
        const was = (before?.value as { on?: boolean } | undefined)?.on === true;
        await tx
          .insert(siteSettings)
          .values({ key: KEY, value: { on }, updatedById: viewer.user.id })
          .onConflictDoUpdate({
            target: siteSettings.key,
            set: { value: { on }, updatedById: viewer.user.id, updatedAt: new Date() },
          });
        if (was !== on) {
          await recordAudit(tx, viewer.user, {
            action: on ? "settings.maintenanceOn" : "settings.maintenanceOff",
            subjectKind: "settings",
            subjectId: KEY,
            before: { on: was },
            after: { on },
          });
        }
      });
      cached = null;
      return on;
    },
  };
}
