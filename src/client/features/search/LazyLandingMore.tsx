import { lazyWhenNear } from "../../system/lazyWhenNear";

/**
 * The landing overview below the results (featured spaces, rent by neighbourhood): below twelve
 * cards, nobody sees it at first, so its code comes as it nears the viewport.
 */
export const LazyLandingMore = lazyWhenNear(() => import("./MarketOverview").then((m) => m.LandingMore), {
  element: "div",
  className: "landing-more",
});
