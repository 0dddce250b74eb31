import { defineConfig } from "vitest/config";

export default defineConfig({
  // graphql 16 ships CommonJS and ESM builds. Node (and so GraphQL Yoga) loads the CommonJS one; Vite
  // would hand our sources the ESM one, and two copies break `instanceof GraphQLError`.
  resolve: { alias: [{ find: /^graphql$/, replacement: "graphql/index.js" }] },
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
