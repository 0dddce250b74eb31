import { writeKeptAnswers } from "../system/keptAnswers";
import { lazyWhenNear } from "../system/lazyWhenNear";

/**
 * The full site footer (see FooterContent in Footer.tsx). Its contents (links, the city directory,
 * social icons) load as it nears the viewport, not with the page: nobody sees them at first.
 */
export const LazyFooter = lazyWhenNear(
  () =>
    import("./Footer").then((m) => {
      // The server's answers for the footer go into the cache now, before it first renders.
      writeKeptAnswers(m.footerQueries);
      return m.FooterContent;
    }),
  { element: "footer", className: "site-footer" },
);
