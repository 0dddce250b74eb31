import fs from "node:fs";
import path from "node:path";
import type { DocumentAssets } from "../../client/document";

const CLIENT_ENTRY = "src/client/entry.client.tsx";

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };

/** Script and style URLs of the client bundle, from Vite's manifest. Empty when the client is not built. */
export function loadAssets(distDir = path.resolve("dist")): DocumentAssets {
  const manifestPath = path.join(distDir, ".vite", "manifest.json");
  if (!fs.existsSync(manifestPath)) return { scripts: [], styles: [], preloads: [] };
  const manifest = JSON.parse(fs.readFileSync(manifestPath, "utf8")) as Record<string, ManifestChunk>;
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) return { scripts: [], styles: [], preloads: [] };
  const styles = new Set<string>();
  const preloads = new Set<string>();
  const visit = (key: string, isEntry: boolean) => {
    const chunk = manifest[key];
    if (!chunk) return;
    for (const css of chunk.css ?? []) styles.add(`/dist/${css}`);
    if (!isEntry) preloads.add(`/dist/${chunk.file}`);
    for (const imp of chunk.imports ?? []) visit(imp, false);
  };
  visit(CLIENT_ENTRY, true);
  return { scripts: [`/dist/${entry.file}`], styles: [...styles], preloads: [...preloads] };
}
