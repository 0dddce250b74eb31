import { createContext, useContext } from "react";
import { DEFAULT_TILE_URL } from "../../common/constants";

/*
 * Settings the browser needs from the server's configuration, sent in the page's state (never
 * secrets): the map tile URL of the TILE_URL setting, and whether the site runs in demo mode.
 */

/** The 3D tour viewer's settings (TOUR3D_*); absent when neither a script nor a showcase URL is set. */
export type Tour3dConfig = { sdkUrl: string | null; appKey: string | null; showcaseUrl: string | null };

export type ClientConfig = {
  tileUrl: string;
  /** DEMO_MODE: every page shows the demo-site notice. */
  demoMode: boolean;
  tour3d?: Tour3dConfig;
};

const defaults: ClientConfig = { tileUrl: DEFAULT_TILE_URL, demoMode: false };
let current: ClientConfig = defaults;

/** The settings with defaults for what is missing. */
export function completeClientConfig(config: Partial<ClientConfig> | undefined): ClientConfig {
  return { ...defaults, ...config };
}

/** Called once at start-up with the page's state; missing values keep their defaults. */
export function setClientConfig(config: Partial<ClientConfig> | undefined): void {
  current = completeClientConfig(config);
}

/** For code outside React in the browser (the map). Components use useClientConfig. */
export function clientConfig(): ClientConfig {
  return current;
}

/**
 * The settings for rendering. A context rather than the module's value: one server process renders
 * pages for apps with different settings (tests), and its module value is never set.
 */
export const ClientConfigContext = createContext<ClientConfig>(defaults);

export function useClientConfig(): ClientConfig {
  return useContext(ClientConfigContext);
}
