import { DEFAULT_SEARCH_PATH, PROPERTY_TYPE_SLUGS } from "../../common/constants";
import { PROPERTY_TYPE_NAMES } from "../../common/propertyTypeNames";
import { site } from "../../common/site";
import { Link } from "../system/router/router";
import { useDeclaredQuery } from "../system/screenData";
import { FooterMarkets } from "./FooterMarkets";
import { footerQueries } from "./footerDirectoryQuery";
import { LogoMark, SocialIcon } from "./icons";
import { MarketDirectoryQuery } from "./marketDirectoryQuery";

type FooterLink = { to: string; label: string };

/** "/ny/new-york": the default market's part of a search path, after the kind of space. */
const DEFAULT_MARKET_PATH = DEFAULT_SEARCH_PATH.slice(DEFAULT_SEARCH_PATH.indexOf("/", 1));

const LINK_GROUPS: Array<{ heading: string; links: FooterLink[] }> = [
  {
    // Each kind of space has its own search; these are the way in to retail and industrial.
    heading: "Search New York",
    links: PROPERTY_TYPE_SLUGS.map((slug) => ({
      to: `/${slug}${DEFAULT_MARKET_PATH}`,
      label: `${PROPERTY_TYPE_NAMES[slug]} space`,
    })),
  },
  {
    heading: "Company",
    links: [
      { to: "/about", label: "About us" },
      { to: "/about/#clients", label: "Clients" },
      { to: "/welcome/meet-our-team", label: "Meet our team" },
      { to: "/blog", label: "Blog" },
      { to: "/jobs", label: "Jobs" },
      { to: "/referrals", label: "Referrals" },
    ],
  },
  {
    heading: "Tools",
    links: [
      { to: "/office-space-calculator", label: "Space Calculator" },
      { to: "/commutes", label: "Commute Calculator" },
      { to: "/leasopedia", label: "Leasopedia" },
      { to: "/move-in-services", label: "Move-in services" },
    ],
  },
  {
    heading: "Contact",
    links: [
      { to: "/contact-us", label: "Contact us" },
      { to: "/contact-us/#list-with-us", label: "List with us" },
    ],
  },
];

const LEGAL_LINKS: FooterLink[] = [
  { to: "/terms", label: "Terms of use" },
  { to: "/privacy", label: "Privacy policy" },
  { to: "/buildings/", label: "Browse buildings" },
];

const SOCIAL_LINKS = [
  { network: "linkedin", href: site.social.linkedin, label: `${site.name} on LinkedIn` },
  { network: "x", href: site.social.x, label: `${site.name} on X` },
  { network: "instagram", href: site.social.instagram, label: `${site.name} on Instagram` },
  { network: "facebook", href: site.social.facebook, label: `${site.name} on Facebook` },
];

/** The full site footer: company links, city pages from the market directory, address and legal. */
export function Footer() {
  return (
    <footer className="site-footer">
      <FooterContent />
    </footer>
  );
}

/** What the footer holds; the page shell loads it as the footer nears the viewport (LazyFooter). */
export function FooterContent() {
  // The footer must never block a page: without market data it simply omits the city columns.
  const { data } = useDeclaredQuery(MarketDirectoryQuery);
  const { data: footer } = useDeclaredQuery(footerQueries.footer.query);
  const year = new Date().getFullYear();
  const { headquarters } = site;

  return (
    <div className="container">
      <div className="site-footer__top">
        <div className="site-footer__brand">
          <Link to="/" className="site-footer__logo" aria-label={`${site.name} home`}>
            <LogoMark />
            <span>{site.name}</span>
          </Link>
          <p className="site-footer__tagline">{site.tagline}</p>
          <address className="site-footer__address">
            {headquarters.streetAddress}
            <br />
            {headquarters.addressLocality}, {headquarters.addressRegion} {headquarters.postalCode}
          </address>
          <ul className="site-footer__social">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.network}>
                <a href={link.href} aria-label={link.label} rel="noopener noreferrer" target="_blank">
                  <SocialIcon network={link.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav className="site-footer__nav" aria-label="Footer">
          {LINK_GROUPS.map((group) => (
            <div key={group.heading} className="site-footer__group">
              <h2 className="site-footer__heading">{group.heading}</h2>
              <ul className="site-footer__list">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      {data ? <FooterMarkets markets={data.markets} footer={footer} /> : null}
      <div className="site-footer__bottom">
        <p>
          © {year} {site.name}
        </p>
        <ul className="site-footer__legal">
          {LEGAL_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
