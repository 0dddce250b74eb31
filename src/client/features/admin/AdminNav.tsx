import { pathFor } from "../../../common/routes/matchRoute";
import type { RouteId } from "../../../common/routes/routeTable";
import { screens } from "../../screens";
import { Link, useLocation } from "../../system/router/router";

/** The admin tools, in the order an admin reaches for them. */
const ADMIN_TOOLS: readonly RouteId[] = [
  "userAdmin",
  "buildingAdmin",
  "featuredListingsAdmin",
  "importer",
  "contactSubmissions",
  "mailAdmin",
  "analyticsEvents",
  "auditLog",
];

/** Only the tools that are built: a screen without code would be the "not available yet" page. */
export const builtAdminTools = () => ADMIN_TOOLS.filter((id) => screens[id]?.load !== undefined);

/** The admin tools' own navigation, above each of them; the current one is marked for assistive tech. */
export function AdminNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Admin tools" className="admin-nav">
      <ul>
        {builtAdminTools().map((id) => {
          const path = pathFor(id);
          return (
            <li key={id}>
              <Link to={path} aria-current={pathname === path ? "page" : undefined}>
                {screens[id].name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
