import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/**
 * Serves the client bundle at /dist/. Source maps (the build emits hidden ones, for error
 * reports) and Vite's manifest (read by the server from disk, see assets.ts) stay private: they
 * map out the whole client source and every chunk, and no browser needs them.
 */
export async function registerDistRoute(app: FastifyInstance, root: string) {
  await app.register(fastifyStatic, {
    root,
    prefix: "/dist/",
    immutable: true,
    preCompressed: true,
    maxAge: "365d",
    index: false,
    wildcard: true,
    allowedPath: (pathName) => isPublicDistPath(pathName),
  });
}

/** False for source maps and anything under .vite/, however the path is spelled or encoded. */
export function isPublicDistPath(pathName: string): boolean {
  let path = pathName;
  try {
    path = decodeURIComponent(pathName);
  } catch {
    return false;
  }
  const segments = path.toLowerCase().split(/[/\\]/);
  if (segments.some((s) => s === ".vite")) return false;
  return !/\.map(\.(br|gz))?$/.test(segments[segments.length - 1] ?? "");
}
