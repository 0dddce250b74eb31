import { lazy, Suspense, useState } from "react";
import { showcaseUrlFor } from "../../../common/tour3d";
import { useClientConfig } from "../../system/clientConfig";

// The viewer (and the SDK script it loads) comes only when someone asks for the tour.
const Tour3dViewer = lazy(() => import("./Tour3dViewer").then((m) => ({ default: m.Tour3dViewer })));

/**
 * "3D tour" on a listing page, only when the listing has a model and the site has a showcase URL
 * (TOUR3D_SHOWCASE_URL); without one there is nothing to show the tour in, so no button.
 */
export function Tour3dLauncher({ modelId, subject }: { modelId: string | null; subject: string }) {
  const { tour3d } = useClientConfig();
  const [open, setOpen] = useState(false);
  const src = modelId ? showcaseUrlFor(tour3d?.showcaseUrl, modelId) : null;
  if (!src || !tour3d) return null;
  return (
    <div className="tour3d">
      {open ? (
        <Suspense fallback={<p className="text-muted">Loading the 3D tour…</p>}>
          <Tour3dViewer src={src} subject={subject} sdkUrl={tour3d.sdkUrl} appKey={tour3d.appKey} />
        </Suspense>
      ) : (
        <button type="button" className="btn" onClick={() => setOpen(true)}>
          3D tour
        </button>
      )}
    </div>
  );
}
