import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompileGql } from "./scripts/precompileGql";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [precompileGql(), react()],
  base: "/dist/",
  publicDir: false,
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
