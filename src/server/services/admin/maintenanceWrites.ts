import { site } from "../../../common/site";
import type { Config } from "../../config";
import { isAdmin, type Viewer } from "../../policies/policy";
import type { MaintenanceSwitch } from "./maintenanceSwitch";

/** The stable code of a write refused during maintenance (GraphQL extensions and upload errors). */
export const MAINTENANCE_CODE = "MAINTENANCE";

/** What a refused write says: the maintenance page's promise, and that nothing was changed. */
export const MAINTENANCE_WRITE_MESSAGE = `${site.name} is down for planned maintenance. Nothing was changed; please try again in a few minutes.`;

/** Seconds a refused write is told to wait (Retry-After), as the maintenance page says. */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 300;

/**
 * Mutations that stay open during maintenance: signing in (admins must reach the switch) and out
 * (anyone may leave), and the analytics queue (visitor telemetry, not data; an open tab retries a
 * refused event every 100 ms, which would turn a refusal into load).
 */
export const OPEN_DURING_MAINTENANCE_MUTATIONS: ReadonlySet<string> = new Set([
  "signIn",
  "signOut",
  "track",
  "recordEvents",
]);

type Gate = { config: Pick<Config, "maintenanceMode">; maintenanceSwitch: MaintenanceSwitch };

/**
 * Whether a write by this viewer is refused now: MAINTENANCE_MODE (the operators' setting, while the
 * database itself may be changing) closes writes for everyone; the admin's switch closes them for
 * everyone but admins, who keep working, as they keep the pages.
 */
export async function writesClosedFor(services: Gate, viewer: Viewer): Promise<boolean> {
  if (services.config.maintenanceMode) return true;
  if (isAdmin(viewer)) return false;
  return services.maintenanceSwitch.isOn();
}
