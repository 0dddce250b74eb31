import { describe, expect, it } from "vitest";
import { slugify } from "./slug";

describe("slugify", () => {
  it.each([
    ["Washington D.C.", "washington-dc"],
    ["New York", "new-york"],
    ["Montréal", "montreal"],
    ["São Paulo", "sao-paulo"],
    ["Straße", "strasse"],
    ["Coeur d'Alene", "coeur-dalene"],
    ["Fairfield County", "fairfield-county"],
    ["  Soho / Tribeca  ", "soho-tribeca"],
    ["Arts & Sciences", "arts-and-sciences"],
    ["350 Fifth Ave., Floor 12", "350-fifth-ave-floor-12"],
    ["---", ""],
  ])("%j -> %j", (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});
