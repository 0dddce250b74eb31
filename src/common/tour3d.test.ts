import { describe, expect, it } from "vitest";
import { originOf, showcaseUrlFor } from "./tour3d";

describe("3D tour URLs", () => {
  it("puts the model id into the showcase template, refusing odd ids and templates without a slot", () => {
    expect(showcaseUrlFor("https://tours.example.test/show/?m={modelId}&play=1", "SxQL3iGyoDo")).toBe(
      "https://tours.example.test/show/?m=SxQL3iGyoDo&play=1",
    );
    expect(showcaseUrlFor("https://tours.example.test/show/", "SxQL3iGyoDo")).toBeNull();
    expect(showcaseUrlFor(null, "SxQL3iGyoDo")).toBeNull();
    for (const id of ["", "a b", "x&y=1", "../x", "x".repeat(65)]) {
      expect(showcaseUrlFor("https://t.example/?m={modelId}", id)).toBeNull();
    }
  });

  it("names the origin the page may frame or load scripts from", () => {
    expect(originOf("https://tours.example.test/show/?m={modelId}")).toBe("https://tours.example.test");
    expect(originOf("not a url")).toBeNull();
    expect(originOf(null)).toBeNull();
  });
});
