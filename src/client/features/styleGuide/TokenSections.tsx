import type { CSSProperties, ReactNode } from "react";
import { breakpoints, type TokenGroup, tokenEntries, tokens, tokenVar } from "../../ui/tokens";
import { contrastRatio } from "./colorContrast";

/* The design tokens, each drawn with its own CSS variable, so this page shows what the app uses. */

type Entry = ReturnType<typeof tokenEntries>[number];

const entriesOf = (group: TokenGroup): Entry[] => tokenEntries().filter((e) => e.group === group);

export function GuideSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} className="styleguide__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {intro ? <p className="text-muted">{intro}</p> : null}
      {children}
    </section>
  );
}

function ratioText(color: string): string | null {
  const onWhite = contrastRatio(color, tokens.color.surface);
  return onWhite === null ? null : `${onWhite.toFixed(1)}:1 on white`;
}

export function ColourTokens() {
  return (
    <GuideSection
      id="colours"
      title="Colours"
      intro="One accent colour; text colours meet WCAG AA (4.5:1) on white. The ratio is measured against the surface colour."
    >
      <ul className="styleguide__swatches list-reset">
        {entriesOf("color").map((e) => (
          <li key={e.name} className="styleguide__swatch">
            <span className="styleguide__chip" style={{ background: `var(${e.name})` }} aria-hidden="true" />
            <span className="styleguide__swatch-text">
              <strong>{e.key}</strong>
              <code>{e.name}</code>
              <code>{e.value}</code>
              {ratioText(e.value) ? <span className="text-muted">{ratioText(e.value)}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </GuideSection>
  );
}

export function SpacingTokens() {
  return (
    <GuideSection
      id="spacing"
      title="Spacing"
      intro="An 8 px grid. The half step (4 px) is only for hairline gaps inside small controls."
    >
      <ul className="styleguide__scale list-reset">
        {/* Numeric keys ("1", "2"…) come before "half" in object order; show the scale by size. */}
        {entriesOf("space")
          .sort((a, b) => Number.parseFloat(a.value) - Number.parseFloat(b.value))
          .map((e) => (
            <li key={e.name} className="styleguide__scale-row">
              <code>{e.name}</code>
              <span className="text-muted">{e.value}</span>
              <span className="styleguide__bar" style={{ width: `var(${e.name})` }} aria-hidden="true" />
            </li>
          ))}
      </ul>
    </GuideSection>
  );
}

export function TypeTokens() {
  return (
    <GuideSection id="type" title="Typography" intro="System fonts: nothing is downloaded for text.">
      <h3>Families</h3>
      <ul className="styleguide__scale list-reset">
        {entriesOf("font").map((e) => (
          <li key={e.name} className="styleguide__type-row">
            <code>{e.name}</code>
            <span style={{ fontFamily: `var(${e.name})` }}>Office space for growing teams, 0123456789</span>
          </li>
        ))}
      </ul>
      <h3>Sizes</h3>
      <ul className="styleguide__scale list-reset">
        {entriesOf("fontSize").map((e) => (
          <li key={e.name} className="styleguide__type-row">
            <code>
              {e.name} · {e.value}
            </code>
            <span style={{ fontSize: `var(${e.name})`, lineHeight: "var(--line-height-tight)" }}>
              Find your next office
            </span>
          </li>
        ))}
      </ul>
      <h3>Weights and line heights</h3>
      <ul className="styleguide__scale list-reset">
        {entriesOf("fontWeight").map((e) => (
          <li key={e.name} className="styleguide__type-row">
            <code>
              {e.name} · {e.value}
            </code>
            <span style={{ fontWeight: `var(${e.name})` as CSSProperties["fontWeight"] }}>
              Tour with a broker who works for you
            </span>
          </li>
        ))}
        {entriesOf("lineHeight").map((e) => (
          <li key={e.name} className="styleguide__type-row">
            <code>
              {e.name} · {e.value}
            </code>
            <span className="styleguide__leading" style={{ lineHeight: `var(${e.name})` }}>
              Lines of a paragraph set at this height. Longer text reads best at the normal height; headings
              use the tight one.
            </span>
          </li>
        ))}
      </ul>
    </GuideSection>
  );
}

export function ShapeTokens() {
  return (
    <>
      <GuideSection id="radii" title="Radii">
        <ul className="styleguide__tiles list-reset">
          {entriesOf("radius").map((e) => (
            <li key={e.name} className="styleguide__tile">
              <span
                className="styleguide__box"
                style={{ borderRadius: `var(${e.name})` }}
                aria-hidden="true"
              />
              <code>{e.name}</code>
              <span className="text-muted">{e.value}</span>
            </li>
          ))}
        </ul>
      </GuideSection>
      <GuideSection id="shadows" title="Shadows">
        <ul className="styleguide__tiles list-reset">
          {entriesOf("shadow").map((e) => (
            <li key={e.name} className="styleguide__tile">
              <span
                className="styleguide__box styleguide__box--raised"
                style={{ boxShadow: `var(${e.name})` }}
                aria-hidden="true"
              />
              <code>{e.name}</code>
            </li>
          ))}
        </ul>
      </GuideSection>
    </>
  );
}

/** Focus, layout, layers, motion and breakpoints: values to look up rather than to see. */
export function OtherTokens() {
  const rows = [...(["focus", "layout", "z", "duration"] as const).flatMap(entriesOf)];
  return (
    <GuideSection id="other-tokens" title="Focus, layout, layers and motion">
      <div className="styleguide__table-wrap">
        <table className="styleguide__table">
          <caption className="visually-hidden">Other design tokens</caption>
          <thead>
            <tr>
              <th scope="col">Token</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((e) => (
              <tr key={e.name}>
                <th scope="row">
                  <code>{e.name}</code>
                </th>
                <td>
                  <code>{e.value}</code>
                </td>
              </tr>
            ))}
            {Object.entries(breakpoints).map(([key, px]) => (
              <tr key={key}>
                <th scope="row">
                  <code>breakpoint {key}</code>
                </th>
                <td>
                  <code>min-width: {px}px</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-muted">
        Breakpoints live in <code>tokens.ts</code> only; media queries cannot read CSS variables, so the style
        sheets repeat them. {tokenVar("focus", "outline")} outlines every focused control.
      </p>
    </GuideSection>
  );
}
