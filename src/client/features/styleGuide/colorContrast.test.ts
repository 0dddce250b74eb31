import { describe, expect, it } from "vitest";
import { tokens } from "../../ui/tokens";
import { contrastRatio, luminance } from "./colorContrast";

describe("colour contrast", () => {
  it("matches WCAG's ends of the scale", () => {
    expect(luminance("#000000")).toBe(0);
    expect(luminance("#ffffff")).toBeCloseTo(1);
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21);
    expect(contrastRatio("#ffffff", "#ffffff")).toBeCloseTo(1);
  });

  it("is the same either way round", () => {
    expect(contrastRatio("#1d4ed8", "#ffffff")).toBeCloseTo(contrastRatio("#ffffff", "#1d4ed8") ?? 0);
  });

  it("confirms the accent is readable as link text on white, as tokens.ts claims", () => {
    expect(contrastRatio(tokens.color.accent, tokens.color.surface)).toBeGreaterThan(6.5);
    expect(contrastRatio(tokens.color.textMuted, tokens.color.surface)).toBeGreaterThan(4.5);
  });

  it("gives null for colours it cannot read", () => {
    expect(luminance("rgba(15, 23, 42, 0.55)")).toBeNull();
    expect(contrastRatio("#fff", "#000000")).toBeNull();
  });
});
