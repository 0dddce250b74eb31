import { lazy, Suspense } from "react";
import { useAppSelector } from "../../system/store/hooks";
import { selectCurrentUser } from "../account/userSlice";

const BrokerDetailsPanel = lazy(() =>
  import("./BrokerDetailsPanel").then((m) => ({ default: m.BrokerDetailsPanel })),
);

/**
 * The broker-only panel's code and query load for brokers and admins only: a visitor's or a
 * client's listing page never downloads them (issue 10's first-load budget).
 */
export function LazyBrokerDetailsPanel({ listingId }: { listingId: string }) {
  const user = useAppSelector(selectCurrentUser);
  if (!user?.isBroker && !user?.isAdmin) return null;
  return (
    <Suspense fallback={null}>
      <BrokerDetailsPanel listingId={listingId} />
    </Suspense>
  );
}
