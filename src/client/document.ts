import { DEFAULT_DESCRIPTION, pageTitle, site } from "../common/site";
import type { HeadData } from "./system/head";

export type DocumentAssets = { scripts: string[]; styles: string[]; preloads: string[] };

export function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** JSON inside a script element: `<` is escaped so no string can close the element. */
export function safeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function siteJsonLd(baseUrl: string): Record<string, unknown>[] {
  return [
    { "@context": "https://schema.org", "@type": "WebSite", name: site.name, url: `${baseUrl}/` },
    {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: site.name,
      url: `${baseUrl}/`,
      logo: `${baseUrl}/logo.svg`,
      email: site.contactEmail,
      telephone: site.supportPhone,
      sameAs: Object.values(site.social),
      address: { "@type": "PostalAddress", ...site.headquarters },
    },
  ];
}

/**
 * Styles for a browser that runs no scripts (issue 14): the header's menu is simply open (its toggle
 * is a script button), and the onboarding steps' loading spinner, which waits for scripts that never
 * come, gives way to the step's plain form below it.
 */
const NO_SCRIPT_STYLE =
  ".site-header__toggle{display:none}.site-header__menu{display:block}.onboarding__spinner{display:none}";

export function renderDocumentStart(input: {
  head: HeadData;
  assets: DocumentAssets;
  baseUrl: string;
  path: string;
}) {
  const { head, assets, baseUrl } = input;
  const title = escapeHtml(pageTitle(head.title));
  const description = escapeHtml(head.description ?? DEFAULT_DESCRIPTION);
  const canonical = `${baseUrl}${head.canonicalPath ?? input.path.split("?")[0]}`;
  return [
    "<!DOCTYPE html>",
    '<html lang="en-US">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    head.robots ? `<meta name="robots" content="${escapeHtml(head.robots)}">` : "",
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    '<meta property="og:type" content="website">',
    `<meta property="og:site_name" content="${escapeHtml(site.name)}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:image" content="${baseUrl}/og-image.png">`,
    '<meta name="theme-color" content="#1d4ed8">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...assets.preloads.map((href) => `<link rel="modulepreload" href="${href}">`),
    // Without scripts: the phone-width menu shows open, the onboarding spinner gives way (above).
    `<noscript><style>${NO_SCRIPT_STYLE}</style></noscript>`,
    ...siteJsonLd(baseUrl).map((doc) => `<script type="application/ld+json">${safeJson(doc)}</script>`),
    // The page's own structured data is marked so navigation in the browser can replace it.
    ...(head.jsonLd ?? []).map(
      (doc) => `<script type="application/ld+json" data-page-ld>${safeJson(doc)}</script>`,
    ),
    "</head>",
    "<body>",
    '<div id="root">',
  ].join("");
}

export function renderDocumentEnd(input: { state: unknown; assets: DocumentAssets }) {
  return [
    "</div>",
    `<script type="application/json" id="__SQ_STATE__">${safeJson(input.state)}</script>`,
    ...input.assets.scripts.map((src) => `<script type="module" src="${src}"></script>`),
    "</body></html>",
  ].join("");
}
