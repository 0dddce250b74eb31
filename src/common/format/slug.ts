// Letters that Unicode decomposition does not split into a base letter plus a mark.
const SPECIAL_LETTERS: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
};

/**
 * URL slug for a city, neighbourhood or address: "Washington D.C." -> "washington-dc",
 * "Montréal" -> "montreal". Dots and apostrophes are dropped rather than turned into
 * dashes so abbreviations stay one word.
 */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[ßæœøłđðþ]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .replace(/&/g, " and ")
    .replace(/['’.]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
