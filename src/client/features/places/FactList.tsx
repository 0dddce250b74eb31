import type { ReactNode } from "react";

export type Fact = { label: string; value: ReactNode | null };

/**
 * Label/value pairs under an optional h3; facts without a value are left out, and so is a group
 * with none. Without a title the surrounding section's heading names the list.
 */
export function FactList({ title, facts }: { title?: string; facts: Fact[] }) {
  const known = facts.filter((fact) => fact.value !== null && fact.value !== undefined && fact.value !== "");
  if (known.length === 0) return null;
  return (
    <div className="facts">
      {title ? <h3 className="facts__title">{title}</h3> : null}
      <dl className="facts__list">
        {known.map((fact) => (
          <div key={fact.label} className="facts__item">
            <dt className="facts__label">{fact.label}</dt>
            <dd className="facts__value">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
