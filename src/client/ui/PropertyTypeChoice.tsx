import { PROPERTY_TYPE_SLUGS, type PropertyTypeSlug } from "../../common/constants";
import { PROPERTY_TYPE_NAMES } from "../../common/propertyTypeNames";
import { Link } from "../system/router/router";

export type PropertyTypeChoiceProps = {
  /** The kind shown now: its link is marked as the current page. */
  current: PropertyTypeSlug;
  /** Where each kind's link goes. */
  hrefFor: (slug: PropertyTypeSlug) => string;
  /** Names the group for screen readers, e.g. "Kind of space". */
  label: string;
  className?: string;
};

/**
 * Office, retail or industrial as three links, not buttons: the choice lives in the URL, works
 * without scripts and in a new tab, and each is reached with Tab like any link. The current one
 * carries aria-current, which the styles show as selected.
 */
export function PropertyTypeChoice({ current, hrefFor, label, className }: PropertyTypeChoiceProps) {
  return (
    <nav aria-label={label} className={className ? `type-choice ${className}` : "type-choice"}>
      <ul className="type-choice__list">
        {PROPERTY_TYPE_SLUGS.map((slug) => (
          <li key={slug} className="type-choice__item">
            <Link
              to={hrefFor(slug)}
              className="type-choice__option"
              aria-current={slug === current ? "page" : undefined}
              state={{ keepScrollPosition: true }}
            >
              {PROPERTY_TYPE_NAMES[slug]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
