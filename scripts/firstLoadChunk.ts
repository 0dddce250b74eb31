import path from "node:path";

type ModuleInfo = { importedIds: readonly string[] } | null;
type ChunkingContext = { getModuleInfo(id: string): ModuleInfo };

/**
 * A code-splitting group for the client build: the entry and every module it imports statically
 * (the code every page runs first) go into one chunk, with `alsoFirst` modules and their imports:
 * code that every page loads right after it anyway. Left to itself the bundler splits that code into
 * several small chunks whenever a lazily loaded screen also uses part of it (the store, React,
 * enums), and each extra chunk compresses worse and costs a request on every first load.
 */
export function firstLoadChunk(entry: string, alsoFirst: string[] = []) {
  const roots = [entry, ...alsoFirst].map((file) => path.resolve(file));
  let closure: Set<string> | null = null;
  const staticClosure = (ctx: ChunkingContext) => {
    if (closure) return closure;
    const seen = new Set<string>();
    const stack = [...roots];
    while (stack.length) {
      const id = stack.pop() as string;
      if (seen.has(id)) continue;
      seen.add(id);
      for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) stack.push(next);
    }
    closure = seen;
    return seen;
  };
  return {
    name: (id: string, ctx: ChunkingContext) => (staticClosure(ctx).has(id) ? "entry" : null),
  };
}
