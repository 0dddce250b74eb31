import { lazy, Suspense } from "react";
import { useClientConfig } from "../../system/clientConfig";
import { useHydrated } from "../../system/useHydrated";

const Tour3dLauncher = lazy(() => import("./Tour3dLauncher").then((m) => ({ default: m.Tour3dLauncher })));

/**
 * Where a listing page's "3D tour" button goes. Its code loads only for a listing with a model on a
 * site with a showcase URL, after hydration (the button does nothing before it, and a lazy component
 * in the server's HTML would leave a Suspense boundary unfinished): the listing page's first load,
 * already over its budget, carries only this.
 */
export function Tour3dSlot({ modelId, subject }: { modelId: string | null; subject: string }) {
  const { tour3d } = useClientConfig();
  const hydrated = useHydrated();
  if (!modelId || !tour3d?.showcaseUrl || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Tour3dLauncher modelId={modelId} subject={subject} />
    </Suspense>
  );
}
