import { useEffect, useRef } from "react";

type Sdk = { connect(frame: HTMLIFrameElement, key: string, version: string): Promise<unknown> };
declare global {
  interface Window {
    MP_SDK?: Sdk;
  }
}

/** Loads a script once per page; resolves when it has run. */
const scripts = new Map<string, Promise<void>>();
function loadScript(src: string): Promise<void> {
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise((resolve, reject) => {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(`could not load ${src}`));
      document.head.append(script);
    });
    scripts.set(src, loading);
  }
  return loading;
}

/**
 * The 3D tour in its showcase iframe. With TOUR3D_SDK_URL and TOUR3D_APP_KEY set, the SDK (spec §7:
 * version 3.0) is loaded and connected to the iframe, so the app can drive the tour; without them
 * the showcase alone is the tour, fully usable.
 */
export function Tour3dViewer(props: {
  src: string;
  subject: string;
  sdkUrl: string | null;
  appKey: string | null;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const { sdkUrl, appKey } = props;

  useEffect(() => {
    const iframe = frame.current;
    if (!sdkUrl || !appKey || !iframe) return;
    const connect = () =>
      loadScript(sdkUrl)
        .then(() => window.MP_SDK?.connect(iframe, appKey, "3.0"))
        // The showcase still works without the SDK: nothing for the visitor to do about it.
        .catch(() => {});
    iframe.addEventListener("load", connect, { once: true });
    return () => iframe.removeEventListener("load", connect);
  }, [sdkUrl, appKey]);

  return (
    <iframe
      ref={frame}
      className="tour3d__frame"
      src={props.src}
      title={`3D tour of ${props.subject}`}
      allow="fullscreen; xr-spatial-tracking"
      allowFullScreen
    />
  );
}
