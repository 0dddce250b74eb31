import { DEFAULT_TILE_URL } from "../../common/constants";

/*
 * Settings the browser needs from the server's configuration, sent in the page's state (never
 * secrets): the map tile URL of the TILE_URL setting.
 */

export type ClientConfig = { tileUrl: string };

const defaults: ClientConfig = { tileUrl: DEFAULT_TILE_URL };
let current: ClientConfig = defaults;

/** Called once at start-up with the page's state; missing values keep their defaults. */
export function setClientConfig(config: Partial<ClientConfig> | undefined): void {
  current = { ...defaults, ...config };
}

export function clientConfig(): ClientConfig {
  return current;
}
