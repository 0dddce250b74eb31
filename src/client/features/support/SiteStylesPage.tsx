import { Head } from "../../system/head";
import { ComponentSamples } from "./ComponentSamples";
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

/** The style guide (signed in): every design token from ui/tokens.ts and the shared components, live. */
export function SiteStylesPage() {
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
