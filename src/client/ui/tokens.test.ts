import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { tokenEntries, tokenVar } from "./tokens";

const css = readFileSync(fileURLToPath(new URL("./styles/tokens.css", import.meta.url)), "utf8");

function declaredVars(source: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const match of source.matchAll(/(--[a-z0-9-]+)\s*:\s*([^;]+);/g)) {
    map.set(match[1], match[2].trim());
  }
  return map;
}

describe("design tokens", () => {
  it("names CSS variables from group and key", () => {
    expect(tokenVar("fontSize", "xl")).toBe("--font-size-xl");
    expect(tokenVar("color", "accentHover")).toBe("--color-accent-hover");
  });

  it("keeps tokens.css and tokens.ts in step", () => {
    const declared = declaredVars(css);
    const entries = tokenEntries();
    for (const { name, value } of entries) {
      expect(declared.get(name), name).toBe(value);
    }
    expect(declared.size).toBe(entries.length);
  });
});
