/** Injected by Vite's `define` (vite.config.ts) into both the client and the server bundle. */
declare const __SQ_BUILD__: BuildInfo | undefined;

export type BuildInfo = {
  /** package.json's version. */
  version: string;
  /** Short git commit of the build, when git or BUILD_COMMIT could tell. */
  commit: string | null;
  /** ISO time of the build; null when running from sources (tests, `npm run dev`). */
  builtAt: string | null;
};

export const buildInfo: BuildInfo =
  typeof __SQ_BUILD__ !== "undefined" ? __SQ_BUILD__ : { version: "dev", commit: null, builtAt: null };

/** "0.1.0+abc1234", or just the version when the commit is unknown. */
export function buildVersion(info: BuildInfo = buildInfo): string {
  return info.commit ? `${info.version}+${info.commit}` : info.version;
}
