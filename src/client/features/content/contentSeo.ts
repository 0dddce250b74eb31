import { site } from "../../../common/site";
import { breadcrumbJsonLd, type Crumb } from "../places/placeSeo";
import type { ContentPageData, ContentSection } from "./contentPageQuery";

/** Structured data: an Article for blog posts and guides, and their breadcrumb trail. */
export function contentJsonLd(
  page: ContentPageData,
  crumbs: Crumb[] | null,
  section: ContentSection | null,
): Record<string, unknown>[] {
  if (!section || !crumbs) return [];
  const article = {
    "@context": "https://schema.org",
    "@type": section === "BLOG" ? "BlogPosting" : "Article",
    headline: page.title,
    description: page.description,
    mainEntityOfPage: page.path,
    ...(page.date ? { datePublished: page.date } : {}),
    ...(page.updated ? { dateModified: page.updated } : {}),
    author: { "@type": "Organization", name: page.author ?? site.name },
    publisher: { "@type": "Organization", name: site.name },
  };
  return [article, breadcrumbJsonLd(crumbs)];
}
