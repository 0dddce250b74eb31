import type { ClientConfig } from "../../client/system/clientConfig";
import type { Config } from "../config";

/** The settings sent to the browser in every page's state: never secrets. */
export function clientConfigFor(config: Pick<Config, "tileUrl" | "demoMode">): ClientConfig {
  return { tileUrl: config.tileUrl, demoMode: config.demoMode };
}
