import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/*
 * Server code imports no client feature (issue 27). Rules and user-facing strings both tiers need live
 * in src/common; the server reaches into src/client only for server rendering's entry points, listed
 * here. No file under client/features may join this list.
 */

const serverDir = dirname(new URL(import.meta.url).pathname);
const clientDir = resolve(serverDir, "../client");

/** Import targets under src/client the server may use, relative to src/client, without extension. */
const SSR_ENTRY_POINTS: readonly string[] = [
  "entry.server", // renderPage, splitUrl, the Prefetch type
  "document", // DocumentAssets
  "system/clientConfig", // ClientConfig, the config the page is rendered with
  "system/apollo/createApolloClient", // addTypenames, so prefetched answers match the browser's cache
  "system/screenData", // variablesKey, the cache key of a prefetched answer
  "gql/graphql", // the generated operations (graphql/cost/clientDocuments.ts)
  "gql/persisted-documents.json", // the trusted documents' manifest
  // The generated documents the server answers from the market directory (http/prefetch.ts).
  "gql/documents/footerDirectoryQuery",
  "gql/documents/homeMarketsQuery",
  "gql/documents/marketDirectoryQuery",
  "gql/documents/searchMarketQuery",
];

function productionFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every relative module specifier in a text (static imports, re-exports and `import()`), resolved. */
function importedPaths(file: string, text: string): string[] {
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)].map(
    (m) => m[1],
  );
  return specifiers.map((specifier) => resolve(dirname(file), specifier));
}

/** "file -> target" for each import of `text` (as if at `file`) that reaches src/client off the list. */
function crossingsOf(file: string, text: string, allowed: readonly string[]): string[] {
  return importedPaths(file, text)
    .filter((target) => target.startsWith(`${clientDir}/`))
    .map((target) => relative(clientDir, target).replace(/\.tsx?$/, ""))
    .filter((target) => !allowed.includes(target))
    .map((target) => `${relative(serverDir, file)} -> client/${target}`);
}

describe("server imports from src/client", () => {
  it("reach only server rendering's entry points", () => {
    const found = productionFiles(serverDir).flatMap((file) =>
      crossingsOf(file, readFileSync(file, "utf8"), SSR_ENTRY_POINTS),
    );
    expect(found).toEqual([]);
  });

  it("allow no client feature", () => {
    expect(SSR_ENTRY_POINTS.filter((target) => target.startsWith("features/"))).toEqual([]);
  });

  it("finds a crossing when there is one (the check itself works)", () => {
    const file = join(serverDir, "http/formPosts/example.ts");
    const text = [
      'import { SEND_FAILURE } from "../../../client/features/content/ContactForm";',
      'const rules = await import("../../../client/features/onboarding/onboardingRules");',
      'import { renderPage } from "../../../client/entry.server";',
    ].join("\n");
    expect(crossingsOf(file, text, SSR_ENTRY_POINTS)).toEqual([
      "http/formPosts/example.ts -> client/features/content/ContactForm",
      "http/formPosts/example.ts -> client/features/onboarding/onboardingRules",
    ]);
  });
});
