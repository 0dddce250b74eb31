import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";
import { firstLoadChunks } from "./scripts/firstLoadChunk";
import type { BuildInfo } from "./src/common/buildInfo";

/**
 * The build's identity for /debuginfo and `serverInfo`: package version, short commit and time.
 * BUILD_COMMIT wins (CI, or a tarball without .git); otherwise git is asked, and a checkout
 * without git or history simply has no commit.
 */
function readBuildInfo(): BuildInfo {
  const { version } = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as {
    version: string;
  };
  let commit = process.env.BUILD_COMMIT?.trim().slice(0, 12) || null;
  if (!commit) {
    try {
      commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], {
        stdio: ["ignore", "pipe", "ignore"],
        timeout: 5000,
      })
        .toString()
        .trim();
    } catch {
      commit = null;
    }
  }
  return { version, commit: commit || null, builtAt: new Date().toISOString() };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  base: "/dist/",
  publicDir: false,
  // rxjs (under Apollo) ships an ES5 build by default; its es2015 build uses native classes and
  // needs no tslib helpers: 4 KB less in every page's first load.
  resolve: isSsrBuild ? undefined : { conditions: ["es2015", ...defaultClientConditions] },
  define: { __SQ_BUILD__: JSON.stringify(readBuildInfo()) },
  build: isSsrBuild
    ? {
        // The server bundle: Fastify, GraphQL and the React tree for server rendering; packages stay external.
        outDir: "dist-server",
        emptyOutDir: true,
        target: "node20",
        sourcemap: true,
        rolldownOptions: { input: { main: "src/server/main.ts" } },
      }
    : {
        outDir: "dist",
        emptyOutDir: true,
        manifest: true,
        target: "es2022",
        // Maps are written for error reports but not linked from the scripts, and /dist/ never serves them.
        sourcemap: "hidden",
        rolldownOptions: {
          input: "src/client/entry.client.tsx",
          output: {
            // Files are named by their content hash alone: every chunk lists the files it may preload
            // and imports the entry by name, so module names in file names cost every page's first
            // load about 0.9 KB gzip. The manifest (dist/.vite/manifest.json) maps sources to files.
            entryFileNames: "assets/[hash].js",
            chunkFileNames: "assets/[hash].js",
            assetFileNames: "assets/[hash][extname]",
            hashCharacters: "base36",
            codeSplitting: {
              groups: [
                // Analytics loads on every page once it is up; enums, search URLs, numbers and the market
                // directory serve most screens.
                // The pages with a first-load budget get one chunk per set of them sharing code.
                ...firstLoadChunks(
                  "src/client/entry.client.tsx",
                  [
                    "src/client/system/analyticsCore.ts",
                    "src/common/enums.ts",
                    "src/common/routes/searchUrl.ts",
                    // Nearly every page loads these right after the entry (home, search, the footer
                    // wherever it comes near, the listing page's figures): alone, each was a chunk of
                    // its own whose overhead cost more than its code (issue 25, docs/decisions.md).
                    "src/common/format/numbers.ts",
                    "src/client/layout/marketDirectory.ts",
                    "src/client/ui/PropertyTypeChoice.tsx",
                  ],
                  {
                    home: "src/client/features/home/HomePage.tsx",
                    search: "src/client/features/search/SearchPage.tsx",
                    listing: "src/client/features/listing/ListingPage.tsx",
                    listingById: "src/client/features/listing/ListingByIdPage.tsx",
                  },
                  ["/node_modules/@apollo/client/react/hooks/useMutation.js"],
                ),
              ],
            },
          },
        },
      },
}));
