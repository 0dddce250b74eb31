import fs from "node:fs";
import path from "node:path";
import type { DocumentNode, OperationDefinitionNode } from "graphql";

/**
 * Every operation the client sends, as the client builds it (fragments included): the exported
 * documents of the client's modules. For tests and benchmarks, which import the modules.
 */
export async function clientOperations(
  dir = path.resolve("src/client"),
): Promise<{ name: string; document: DocumentNode }[]> {
  const found = new Map<string, DocumentNode>();
  for (const file of moduleFiles(dir)) {
    const code = fs.readFileSync(file, "utf8");
    if (!code.includes("gql`")) continue;
    const module = (await import(file)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      const document = value as DocumentNode;
      if (document?.kind !== "Document") continue;
      for (const d of document.definitions) {
        if (d.kind === "OperationDefinition" && d.name) {
          found.set((d as OperationDefinitionNode).name?.value ?? "", document);
        }
      }
    }
  }
  return [...found].map(([name, document]) => ({ name, document }));
}

function moduleFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...moduleFiles(full));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.includes(".test.")) files.push(full);
  }
  return files;
}
