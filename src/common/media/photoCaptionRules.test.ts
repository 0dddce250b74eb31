import { describe, expect, it } from "vitest";
import { ONE_LINE } from "../validation/rules";
import { PHOTO_CAPTION_MAX_LENGTH, PHOTO_CAPTION_TOO_LONG, photoCaptionProblem } from "./photoCaptionRules";

describe("photoCaptionProblem (the photo editor's and setPhotoCaption's one rule)", () => {
  it("takes up to 200 characters as stored (trimmed), and empty (which removes the caption)", () => {
    expect(PHOTO_CAPTION_MAX_LENGTH).toBe(200);
    for (const ok of ["", "   ", "Reception with city views", "x".repeat(200), `  ${"x".repeat(200)}  `]) {
      expect(photoCaptionProblem(ok)).toBeNull();
    }
    expect(photoCaptionProblem("x".repeat(201))).toBe(PHOTO_CAPTION_TOO_LONG);
    expect(PHOTO_CAPTION_TOO_LONG).toBe("A caption has at most 200 characters.");
  });

  it("refuses more than one line (alt text is read as one)", () => {
    expect(photoCaptionProblem("Lobby\nand lifts")).toBe(ONE_LINE);
    expect(photoCaptionProblem("Lobby\u0007")).toBe(ONE_LINE);
  });
});
