/** Site-wide constants. The product name is configurable at build time through VITE_SITE_NAME. */
export const site = {
  name: (import.meta.env?.VITE_SITE_NAME as string | undefined) ?? "Squarely",
  tagline: "Office, retail and industrial space, toured with a broker who works for you.",
  promises: ["Flexibility", "Transparency", "A stress-free process"],
  supportPhone: "(212) 555-0142",
  footerPhone: "(646) 555-0199",
  contactEmail: "hello@squarely.test",
  headquarters: {
    streetAddress: "450 West 33rd Street, 5th Floor",
    addressLocality: "New York",
    addressRegion: "NY",
    postalCode: "10001",
    addressCountry: "US",
  },
  social: {
    linkedin: "https://www.linkedin.com/company/squarely",
    x: "https://x.com/squarely",
    instagram: "https://www.instagram.com/squarely",
    facebook: "https://www.facebook.com/squarely",
  },
} as const;

/** The meta description of a page that sets none. */
export const DEFAULT_DESCRIPTION =
  "Find office, retail and industrial space in 55+ markets and tour it with a broker who works for you. Flexible, transparent and stress-free.";

export function pageTitle(page: string | undefined): string {
  return page ? `${page} | ${site.name}` : site.name;
}
