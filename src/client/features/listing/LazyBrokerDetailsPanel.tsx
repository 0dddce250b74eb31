import { lazy, Suspense } from "react";
import { useAppSelector } from "../../system/store/hooks";
import { useHydrated } from "../../system/useHydrated";
import { selectCurrentUser } from "../account/userSlice";

const BrokerMediaPanel = lazy(() =>
  import("../media/BrokerMediaPanel").then((m) => ({ default: m.BrokerMediaPanel })),
);

const BrokerDetailsPanel = lazy(() =>
  import("./BrokerDetailsPanel").then((m) => ({ default: m.BrokerDetailsPanel })),
);

/**
 * The broker-only panel's code and query load for brokers and admins only: a visitor's or a
 * client's listing page never downloads them (issue 10's first-load budget). Rendered after
 * hydration only: on the server the lazy module had not loaded for a broker's first page, so the
 * boundary fell back there and React reported the mismatch (error 419) as the page hydrated.
 */
export function LazyBrokerDetailsPanel({ listingId }: { listingId: string }) {
  const user = useAppSelector(selectCurrentUser);
  // After hydration only: a lazy panel in the server's HTML would leave a Suspense boundary the
  // server could not finish (renderToString), which React reports as an error when it hydrates.
  const hydrated = useHydrated();
  if (!hydrated || (!user?.isBroker && !user?.isAdmin)) return null;
  // One boundary each: the broker's facts do not wait for the (larger) photo and notes editors.
  return (
    <>
      <Suspense fallback={null}>
        <BrokerDetailsPanel listingId={listingId} />
      </Suspense>
      <Suspense fallback={null}>
        <BrokerMediaPanel listingId={listingId} />
      </Suspense>
    </>
  );
}
