import path from "node:path";
import type { Plugin } from "vite";

/**
 * In the client build, graphql's `print` (re-exported by graphql/language/index.mjs) resolves to
 * our one-line printer for executable documents, src/client/system/apollo/compactPrint.ts. Only
 * that one re-export is swapped; the server and the tests use graphql's own printer.
 */
export function swapGraphqlPrinter(): Plugin {
  const replacement = path.resolve("src/client/system/apollo/compactPrint.ts");
  return {
    name: "squarely:swap-graphql-printer",
    enforce: "pre",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    resolveId(source, importer) {
      const fromGraphqlLanguage = importer?.replaceAll("\\", "/").endsWith("/graphql/language/index.mjs");
      return fromGraphqlLanguage && source === "./printer.mjs" ? replacement : null;
    },
  };
}
