import { formatThousands } from "../../../common/format/numbers";
import { AREA_KINDS, AREA_LABELS, type AreaKind } from "../../../common/spaceCalculator";

export type SpaceBreakdownChartProps = {
  areas: Record<AreaKind, number>;
  usableSquareFeet: number;
};

/**
 * Usable area by type as horizontal bars. Each row states its square feet and share in text; the
 * bar itself is decoration (aria-hidden), so screen readers read a plain list of figures.
 */
export function SpaceBreakdownChart({ areas, usableSquareFeet }: SpaceBreakdownChartProps) {
  const rows = AREA_KINDS.filter((kind) => areas[kind] > 0);
  const largest = Math.max(...rows.map((kind) => areas[kind]), 1);
  return (
    <figure className="space-chart">
      <figcaption className="space-chart__caption">Usable area by type</figcaption>
      <ul className="space-chart__rows">
        {rows.map((kind) => {
          const share = usableSquareFeet > 0 ? Math.round((areas[kind] / usableSquareFeet) * 100) : 0;
          return (
            <li key={kind} className="space-chart__row">
              <span className="space-chart__label">{AREA_LABELS[kind]}</span>
              <span className="space-chart__track" aria-hidden="true">
                <span
                  className={`space-chart__bar space-chart__bar--${kind}`}
                  style={{ width: `${(areas[kind] / largest) * 100}%` }}
                />
              </span>
              <span className="space-chart__value">
                {formatThousands(areas[kind])} SF <span className="text-muted">· {share}%</span>
              </span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
