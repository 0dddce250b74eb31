import path from "node:path";
import { parse } from "graphql";
import type { Plugin } from "vite";

// Our documents always start on a new line after the backtick, which also skips `gql` in comments.
const TEMPLATE = /\bgql`(\s*\n[^`]*)`/g;
const INTERPOLATION = /\$\{\s*([A-Za-z_$][\w$]*)\s*\}/g;

/**
 * Parses `gql` templates at build time (client bundle only) into document objects, so graphql's
 * parser (about 8 KB gzip) is not part of the first load. Interpolated fragments are merged at run
 * time by `gqlDocument`, exactly as graphql-tag would.
 */
export function precompileGql(): Plugin {
  const helper = path.resolve("src/client/system/gqlDocument.ts");
  return {
    name: "squarely:precompile-gql",
    enforce: "pre",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    transform(code, id) {
      if (!/\.(ts|tsx)$/.test(id) || id.includes("node_modules") || id === helper || !code.includes("gql`")) {
        return null;
      }
      let changed = false;
      const out = code.replace(TEMPLATE, (_whole, body: string) => {
        const fragments = [...body.matchAll(INTERPOLATION)].map((m) => m[1]);
        const document = parse(body.replace(INTERPOLATION, ""), { noLocation: true });
        changed = true;
        return `__gqlDocument(${JSON.stringify(document)}, [${fragments.join(", ")}])`;
      });
      if (!changed) return null;
      return {
        code: `import { gqlDocument as __gqlDocument } from ${JSON.stringify(helper)};\n${out}`,
        map: null,
      };
    },
  };
}
