import { lazyWhenNear } from "../system/lazyWhenNear";

/**
 * The full site footer (see FooterContent in Footer.tsx). Its contents (links, the city directory,
 * social icons) load as it nears the viewport, not with the page: nobody sees them at first.
 */
export const LazyFooter = lazyWhenNear(() => import("./Footer").then((m) => m.FooterContent), {
  element: "footer",
  className: "site-footer",
});
