import path from "node:path";

type ModuleInfo = { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
type ChunkingContext = { getModuleInfo(id: string): ModuleInfo };

/** Every module `roots` import statically, directly or not (the roots included), but not `skip`'s. */
function staticClosure(
  ctx: ChunkingContext,
  roots: string[],
  skip: (id: string) => boolean = () => false,
): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop() as string;
    if (seen.has(id) || skip(id)) continue;
    seen.add(id);
    for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) stack.push(next);
  }
  return seen;
}

/** Every module loaded with `import()` anywhere in the app: the lazily loaded screens and widgets. */
function lazyModules(ctx: ChunkingContext, entry: string): Set<string> {
  const seen = new Set<string>();
  const lazy = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    for (const next of info?.importedIds ?? []) stack.push(next);
    for (const next of info?.dynamicallyImportedIds ?? []) {
      lazy.add(next);
      stack.push(next);
    }
  }
  return lazy;
}

/**
 * Code-splitting groups for the client build.
 *
 * - The entry and every module it imports statically (the code every page runs first) go into one
 *   chunk, with `alsoFirst` modules and their imports: code that every page loads right after it
 *   anyway. Left to itself the bundler splits that code into several small chunks whenever a lazily
 *   loaded screen also uses part of it (the store, React, enums), and each extra chunk compresses
 *   worse and costs a request on every first load.
 * - The screens with a first-load budget (`screens`, name → module) get one chunk for each set of
 *   them that uses a module, split once more by whether any other lazily loaded code uses it too
 *   (the name ends in "+"): the search screen's own code in one chunk, what it shares with the
 *   listing page (the listing card, the save button) in another, and what the calculator also
 *   reads in a third. Left alone the bundler cut the search page's code into eleven chunks, each
 *   gzipped on its own, which cost 2.2 KB gzip.
 * - `notFirst` (paths ending the module ids) are kept out of the entry's and the budgeted screens'
 *   chunks although they reach them: a package's index re-exports them, but only other lazily
 *   loaded code uses them (Apollo's useMutation: 570 B gzip on every page that no first load runs).
 */
export function firstLoadChunks(
  entry: string,
  alsoFirst: string[],
  screens: Record<string, string>,
  notFirst: string[] = [],
) {
  const roots = [entry, ...alsoFirst].map((file) => path.resolve(file));
  const screenFiles = new Map(Object.entries(screens).map(([name, file]) => [path.resolve(file), name]));
  let groups: Map<string, string> | null = null;
  const groupOf = (ctx: ChunkingContext) => {
    if (groups) return groups;
    const skip = (id: string) => notFirst.some((end) => id.endsWith(end));
    const first = staticClosure(ctx, roots, skip);
    const users = new Map<string, string[]>();
    for (const [file, name] of screenFiles) {
      for (const id of staticClosure(ctx, [file], skip)) {
        if (!first.has(id)) users.set(id, [...(users.get(id) ?? []), name]);
      }
    }
    const elsewhere = new Set<string>();
    for (const lazy of lazyModules(ctx, roots[0] as string)) {
      if (!screenFiles.has(lazy)) for (const id of staticClosure(ctx, [lazy])) elsewhere.add(id);
    }
    groups = new Map([...first].map((id) => [id, "entry"]));
    for (const [id, names] of users) groups.set(id, names.sort().join("-") + (elsewhere.has(id) ? "+" : ""));
    return groups;
  };
  const group = (name: string, priority: number) => ({
    name: (id: string, ctx: ChunkingContext) => (groupOf(ctx).get(id) === name ? name : null),
    priority,
  });
  // A group captures its modules' imports too, so the groups go from the most shared to the least:
  // whatever a module imports is used by at least the screens that use the module, and elsewhere
  // whenever the module is.
  const names = [...screenFiles.values()].sort();
  const subsets = Array.from({ length: 2 ** names.length - 1 }, (_, i) =>
    names.filter((_, bit) => (i + 1) & (1 << bit)),
  );
  return [
    group("entry", 2 * names.length + 2),
    ...subsets.flatMap((subset) => [
      group(`${subset.join("-")}+`, 2 * subset.length + 1),
      group(subset.join("-"), 2 * subset.length),
    ]),
  ];
}
