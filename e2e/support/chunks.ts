import fs from "node:fs";

type ManifestChunk = { file: string; name?: string; src?: string };

/**
 * The address of a built script, by the module it starts from (`src`) or its chunk group's name
 * ("search"), as Vite's manifest records it: files are named by their content hash alone.
 */
export function chunkUrl(srcOrName: string): RegExp {
  const manifest = JSON.parse(fs.readFileSync("dist/.vite/manifest.json", "utf8")) as Record<
    string,
    ManifestChunk
  >;
  const chunk = Object.values(manifest).find((c) => c.src === srcOrName || c.name === srcOrName);
  if (!chunk) throw new Error(`no chunk for ${srcOrName} in dist/.vite/manifest.json`);
  return new RegExp(`/dist/${chunk.file.replaceAll(".", "\\.")}$`);
}
