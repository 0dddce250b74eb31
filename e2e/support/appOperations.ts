import fs from "node:fs";

/*
 * The production server answers only the app's own documents (trusted documents). Tests that read
 * or change data through the API send those documents as the app does: by the manifest's hash.
 */
const manifest = JSON.parse(fs.readFileSync("src/client/gql/persisted-documents.json", "utf8")) as Record<
  string,
  string
>;

/** The POST body of the app's operation with this name, as its client sends it. */
export function appOperation(operationName: string, variables: Record<string, unknown> = {}) {
  const named = new RegExp(`(?:^|\\s)(?:query|mutation) ${operationName}[\\s({]`);
  const entry = Object.entries(manifest).find(([, text]) => named.test(text));
  if (!entry) throw new Error(`${operationName} is not one of the app's documents`);
  const [sha256Hash, query] = entry;
  return { operationName, variables, query, extensions: { persistedQuery: { version: 1, sha256Hash } } };
}
