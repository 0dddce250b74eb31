import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";
import { precompileGql } from "./scripts/precompileGql";
import { swapGraphqlPrinter } from "./scripts/swapGraphqlPrinter";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [precompileGql(), swapGraphqlPrinter(), react()],
  base: "/dist/",
  publicDir: false,
  // rxjs (under Apollo) ships an ES5 build by default; its es2015 build uses native classes and
  // needs no tslib helpers: 4 KB less in every page's first load.
  resolve: isSsrBuild ? undefined : { conditions: ["es2015", ...defaultClientConditions] },
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
        sourcemap: true,
        rolldownOptions: { input: "src/client/entry.client.tsx" },
      },
}));
