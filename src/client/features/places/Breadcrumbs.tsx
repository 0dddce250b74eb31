import { Link } from "../../system/router/router";
import type { Crumb } from "./placeSeo";

/** Market › Neighbourhood › Building trail; the last crumb is the page itself. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol className="breadcrumbs__list">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${index}-${crumb.name}`} className="breadcrumbs__item">
              {last || !crumb.path ? (
                <span aria-current={last ? "page" : undefined}>{crumb.name}</span>
              ) : (
                <Link to={crumb.path}>{crumb.name}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
