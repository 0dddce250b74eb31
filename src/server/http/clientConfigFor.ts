import type { ClientConfig } from "../../client/system/clientConfig";
import type { Config } from "../config";

/** The settings sent to the browser in every page's state: never secrets. */
export function clientConfigFor(config: Pick<Config, "tileUrl" | "demoMode" | "tour3d">): ClientConfig {
  const { tour3d } = config;
  // The SDK's app key is a browser key by design (the SDK runs in the page), so it may be sent.
  const tour = tour3d.sdkUrl || tour3d.showcaseUrl ? { tour3d } : {};
  return { tileUrl: config.tileUrl, demoMode: config.demoMode, ...tour };
}
