import { z } from "zod";

/*
 * The small front matter of a content file: `key: value` lines between two `---` lines at the top.
 * Only flat scalar values are needed (title, description, dates, author, order), so this is a few
 * lines instead of a YAML dependency; anything else is an authoring error and fails loudly.
 */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const isoDate = z
  .string()
  .regex(ISO_DATE, "use YYYY-MM-DD")
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), "not a real date");

export const frontMatterSchema = z
  .object({
    title: z.string().min(1).max(120),
    /** The meta description: what a search result shows under the title. */
    description: z.string().min(20).max(200),
    /** Publication date of blog posts. */
    date: isoDate.optional(),
    /** Last meaningful change (terms, privacy). */
    updated: isoDate.optional(),
    author: z.string().min(1).max(100).optional(),
    /** Position in its section's list (Leasopedia guides); lower comes first. */
    order: z.coerce.number().int().min(0).max(1000).optional(),
  })
  .strict();

export type FrontMatter = z.infer<typeof frontMatterSchema>;

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;
const LINE = /^([a-zA-Z][a-zA-Z0-9_]*):\s*(.*)$/;

/** Splits a file into its validated front matter and its Markdown body. Throws with the problem. */
export function parseFrontMatter(source: string): { data: FrontMatter; body: string } {
  const fence = FENCE.exec(source);
  if (!fence) throw new Error("missing front matter (a --- block with title and description)");
  const raw: Record<string, string> = {};
  for (const [index, line] of fence[1].split(/\r?\n/).entries()) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    const match = LINE.exec(line);
    if (!match) throw new Error(`front matter line ${index + 2} is not "key: value": ${line}`);
    const [, key, value] = match;
    if (key in raw) throw new Error(`front matter key "${key}" appears twice`);
    raw[key] = unquote(value.trim());
  }
  const parsed = frontMatterSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".") || "front matter"}: ${i.message}`);
    throw new Error(`invalid front matter: ${problems.join("; ")}`);
  }
  return { data: parsed.data, body: source.slice(fence[0].length) };
}

function unquote(value: string): string {
  const quote = value[0];
  if ((quote === '"' || quote === "'") && value.length >= 2 && value.endsWith(quote)) {
    return value.slice(1, -1);
  }
  return value;
}
