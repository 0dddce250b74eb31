import { pathFor } from "../../../common/routes/matchRoute";
import type { RouteId } from "../../../common/routes/routeTable";
import { Link, useLocation } from "../../system/router/router";

/**
 * The admin tools, in the order an admin reaches for them, each under its screen's name (screens.test.ts
 * holds the two to the screen table: every tool built, and named alike).
 */
export const ADMIN_TOOLS: readonly { id: RouteId; name: string }[] = [
  { id: "userAdmin", name: "User admin" },
  { id: "buildingAdmin", name: "Building admin" },
  { id: "featuredListingsAdmin", name: "Featured listings admin" },
  { id: "importer", name: "Listing importer" },
  { id: "contactSubmissions", name: "Contact submissions" },
  { id: "mailAdmin", name: "Mail" },
  { id: "analyticsEvents", name: "Analytics events" },
  { id: "auditLog", name: "Audit log" },
];

/** The admin tools' own navigation, above each of them; the current one is marked for assistive tech. */
export function AdminNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Admin tools" className="admin-nav">
      <ul>
        {ADMIN_TOOLS.map(({ id, name }) => {
          const path = pathFor(id);
          return (
            <li key={id}>
              <Link to={path} aria-current={pathname === path ? "page" : undefined}>
                {name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
