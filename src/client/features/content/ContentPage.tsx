import { useEffect } from "react";
import { matchRoute } from "../../../common/routes/matchRoute";
import { Head } from "../../system/head";
import { Link, useLocation } from "../../system/router/router";
import { useScreenQueries } from "../../system/screenData";
import type { ScreenProps } from "../../system/screenProps";
import { scrollToHash } from "../../system/scrollToHash";
import { Breadcrumbs } from "../places/Breadcrumbs";
import { MissingPage, PageError, PageLoading } from "../places/PageStates";
import { ContentBody } from "./ContentBody";
import { ContentIndexList } from "./ContentIndexList";
import { ContentToc, tocHeadings } from "./ContentToc";
import { formatContentDate, readingTime } from "./contentFormat";
import type { ContentPageData, ContentSection } from "./contentPageQuery";
import { contentPageQueries, SECTION_HOME, sectionOfRoute } from "./contentRoutes";

// The lazy chunk carries the screen's queries with it (screens.tsx).
export { contentPageQueries };

import { contentJsonLd } from "./contentSeo";

/** Every content route (about, blog, Leasopedia, terms...): a Markdown page rendered on the server. */
export function ContentPage({ params, routeId: givenRouteId }: ScreenProps) {
  const { pathname, hash } = useLocation();
  // App passes the route it matched; a page rendered on its own (tests) finds it from the path.
  const routeId = givenRouteId ?? matchRoute(pathname)?.route.id ?? "about";
  // A post or guide belongs to its section; the section's own page (/blog) lists them.
  const section = params.slug ? sectionOfRoute(routeId) : null;
  const { data, error, refetch } = useScreenQueries(contentPageQueries, routeId, params).page;
  const page = data?.contentPage;

  // The App scrolls to a fragment on navigation, but this page's text may arrive after that.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page, when its text is on screen.
  useEffect(() => {
    if (page && hash) scrollToHash(hash);
  }, [page?.path]);

  if (data) {
    return page ? <ContentArticle page={page} section={section} /> : <ContentNotFound section={section} />;
  }
  if (error) return <PageError what="page" onRetry={() => void refetch()} />;
  return <PageLoading label="Loading the page…" />;
}

function ContentArticle({ page, section }: { page: ContentPageData; section: ContentSection | null }) {
  const home = section ? SECTION_HOME[section] : null;
  const crumbs = home ? [{ name: home.name, path: home.path }, { name: page.title }] : null;
  const toc = tocHeadings(page.headings);
  return (
    <article className="content-page">
      <Head
        title={page.title}
        description={page.description}
        canonicalPath={page.path}
        jsonLd={contentJsonLd(page, crumbs, section)}
      />
      <header className="content-page__header container">
        {crumbs ? <Breadcrumbs crumbs={crumbs} /> : null}
        <h1 className="content-page__title">{page.title}</h1>
        <p className="content-page__lead">{page.description}</p>
        <ArticleMeta page={page} isPost={section === "BLOG"} />
      </header>
      <div className={`content-page__layout container${toc.length ? " content-page__layout--toc" : ""}`}>
        {toc.length ? <ContentToc headings={toc} /> : null}
        <ContentBody blocks={page.blocks} />
      </div>
      {section ? <MoreInSection section={section} current={page.path} /> : null}
    </article>
  );
}

function ArticleMeta({ page, isPost }: { page: ContentPageData; isPost: boolean }) {
  if (isPost && page.date) {
    return (
      <p className="content-page__meta">
        <time dateTime={page.date}>{formatContentDate(page.date)}</time>
        {page.author ? <> · {page.author}</> : null} · {readingTime(page.readingMinutes)}
      </p>
    );
  }
  if (page.updated) {
    return (
      <p className="content-page__meta">
        Last updated <time dateTime={page.updated}>{formatContentDate(page.updated)}</time>
      </p>
    );
  }
  return null;
}

function MoreInSection({ section, current }: { section: ContentSection; current: string }) {
  const home = SECTION_HOME[section];
  const title = section === "BLOG" ? "More from the blog" : "More guides";
  return (
    <aside className="content-more container" aria-labelledby="content-more-title">
      <h2 id="content-more-title" className="content-more__title">
        {title}
      </h2>
      <ContentIndexList section={section} headingLevel={3} exclude={current} limit={3} />
      <p className="content-more__all">
        <Link to={home.path}>{section === "BLOG" ? "All articles" : "All Leasopedia guides"}</Link>
      </p>
    </aside>
  );
}

function ContentNotFound({ section }: { section: ContentSection | null }) {
  const home = section ? SECTION_HOME[section] : null;
  return (
    <MissingPage
      title="Page not found"
      message={
        home
          ? `There is no ${section === "BLOG" ? "article" : "guide"} at this address. It may have moved.`
          : "The page you asked for does not exist, or it has moved."
      }
    >
      {home ? (
        <li>
          <Link to={home.path} className="btn">
            {section === "BLOG" ? "All articles" : "All Leasopedia guides"}
          </Link>
        </li>
      ) : null}
    </MissingPage>
  );
}
