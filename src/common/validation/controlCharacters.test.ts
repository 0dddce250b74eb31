import { describe, expect, it } from "vitest";
import { hasControlCharacter } from "./controlCharacters";

describe("hasControlCharacter", () => {
  it("finds NUL, the other C0 controls and DEL", () => {
    for (const code of [0x00, 0x01, 0x08, 0x0b, 0x0c, 0x0e, 0x1b, 0x1f, 0x7f]) {
      expect(hasControlCharacter(`a${String.fromCharCode(code)}b`), `U+${code.toString(16)}`).toBe(true);
    }
  });

  it("keeps tab, line feed and carriage return for multi-line text, and ordinary Unicode", () => {
    expect(hasControlCharacter("line one\r\nline two\tindented")).toBe(false);
    expect(hasControlCharacter("Café — 1,200 SF ✓ 日本")).toBe(false);
    expect(hasControlCharacter("")).toBe(false);
  });
});
