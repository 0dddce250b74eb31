// Short connecting words stay lower case inside a title ("Ten to Twelve Months") but not at either end
// ("Offers In"), matching how the spec's own labels read.
const MINOR_WORDS = new Set([
  "a",
  "an",
  "and",
  "as",
  "at",
  "but",
  "by",
  "for",
  "in",
  "of",
  "on",
  "or",
  "the",
  "to",
  "vs",
]);

function capitalise(word: string): string {
  // Letters after "-" or "." start a new part too, so "wilkes-barre" and "d.c." read naturally.
  return word.replace(
    /(^|[-.])(\p{L})/gu,
    (_match, sep: string, letter: string) => sep + letter.toUpperCase(),
  );
}

/**
 * Title-cases free text or an enum value: "THREE_TO_FIVE_YEARS" -> "Three to Five Years",
 * "washington d.c." -> "Washington D.C.". Underscores count as spaces; whitespace is collapsed.
 */
export function titleCase(text: string): string {
  const words = text.replace(/_/g, " ").trim().toLowerCase().split(/\s+/).filter(Boolean);
  return words
    .map((word, index) => {
      const isEdge = index === 0 || index === words.length - 1;
      return !isEdge && MINOR_WORDS.has(word) ? word : capitalise(word);
    })
    .join(" ");
}
