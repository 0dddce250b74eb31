import type { ReactNode } from "react";
import { STYLE_GUIDE_VARIANTS, type StyleGuideVariant } from "../../../common/routes/routeTable";
import { Head } from "../../system/head";
import { Link } from "../../system/router/router";
import type { ScreenProps } from "../../system/screenProps";
import { ComponentSamples } from "./ComponentSamples";
import { siteStylesQueries } from "./styleGuideListingQuery";
import { ColourTokens, OtherTokens, ShapeTokens, SpacingTokens, TypeTokens } from "./TokenSections";

const SECTIONS = [
  ["colours", "Colours"],
  ["spacing", "Spacing"],
  ["type", "Typography"],
  ["radii", "Radii"],
  ["shadows", "Shadows"],
  ["other-tokens", "Other tokens"],
  ["components", "Components"],
] as const;

/** Each variant of the guide (/site-styles/{variant}): its name and the sections it shows. */
const VARIANTS: Record<StyleGuideVariant, { title: string; render: () => ReactNode }> = {
  colours: { title: "Colours", render: () => <ColourTokens /> },
  typography: { title: "Typography", render: () => <TypeTokens /> },
  layout: {
    title: "Spacing, shapes and motion",
    render: () => (
      <>
        <SpacingTokens />
        <ShapeTokens />
        <OtherTokens />
      </>
    ),
  },
  components: { title: "Components", render: () => <ComponentSamples /> },
};

function isVariant(value: string | undefined): value is StyleGuideVariant {
  return (STYLE_GUIDE_VARIANTS as readonly string[]).includes(value ?? "");
}

function VariantNav({ current }: { current: StyleGuideVariant | null }) {
  return (
    <nav aria-label="Style guide pages">
      <ul className="cluster list-reset">
        <li>
          <Link to="/site-styles" aria-current={current === null ? "page" : undefined}>
            Everything
          </Link>
        </li>
        {STYLE_GUIDE_VARIANTS.map((variant) => (
          <li key={variant}>
            <Link to={`/site-styles/${variant}`} aria-current={current === variant ? "page" : undefined}>
              {VARIANTS[variant].title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The style guide (signed in): every design token from ui/tokens.ts and the shared components, live.
 * /site-styles shows everything; /site-styles/{variant} one part of it, quicker to load and review.
 */
// The lazy chunk carries the screen's queries with it (screens.tsx).
export { siteStylesQueries };

export function SiteStylesPage({ params }: Partial<ScreenProps> = {}) {
  const variant = isVariant(params?.variant) ? params.variant : null;
  if (variant) {
    const { title, render } = VARIANTS[variant];
    return (
      <div className="styleguide container section">
        <Head title={`Style guide: ${title}`} robots="noindex" />
        <header className="styleguide__intro stack">
          <h1>Style guide: {title}</h1>
          <VariantNav current={variant} />
        </header>
        {render()}
      </div>
    );
  }
  return (
    <div className="styleguide container section">
      <Head title="Style guide" robots="noindex" />
      <header className="styleguide__intro stack">
        <h1>Style guide</h1>
        <p className="lead">
          The design tokens and shared components every screen is built from. Values come from{" "}
          <code>src/client/ui/tokens.ts</code>, which <code>tokens.css</code> mirrors as CSS variables.
        </p>
        <nav aria-label="Style guide sections">
          <ul className="cluster list-reset">
            {SECTIONS.map(([id, label]) => (
              <li key={id}>
                <a href={`#${id}`}>{label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <VariantNav current={null} />
      </header>
      <ColourTokens />
      <SpacingTokens />
      <TypeTokens />
      <ShapeTokens />
      <OtherTokens />
      <ComponentSamples />
    </div>
  );
}
