import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/*
 * floorAndSuiteSegment (listingPaths.ts, via common/format/slug.ts) in SQL: the floor/suite part of
 * a listing's URL, so the database can hold it as a generated column and keep it unique per
 * building (issue 25). Every write fills it, whoever writes. floorSlugSql.test.ts checks that both
 * give the same slug for every kind of label (accents, ß, &, apostrophes, dots, empty).
 * Step by step as slugify: NFKD, drop combining marks, lower case, the letters NFKD does not split
 * (upper case too: lower() in the C locale leaves non-ASCII letters alone), "&" to " and ", drop
 * apostrophes and dots, every other run to "-", trim "-", and "space" for an empty label.
 */
const MARKS = "[\\u0300-\\u036f\\u1ab0-\\u1aff\\u1dc0-\\u1dff\\u20d0-\\u20ff\\ufe20-\\ufe2f]";
const PAIRS: [string, string][] = [
  ["ß", "ss"],
  ["ẞ", "ss"],
  ["æ", "ae"],
  ["Æ", "ae"],
  ["œ", "oe"],
  ["Œ", "oe"],
  ["þ", "th"],
  ["Þ", "th"],
];

export function floorSlugSql(label: AnyPgColumn | SQL): SQL {
  let text: SQL = sql`lower(regexp_replace(normalize(${label}, NFKD), '${sql.raw(MARKS)}', '', 'g'))`;
  text = sql`translate(${text}, 'øłđðØŁĐÐ', 'olddoldd')`;
  for (const [from, to] of PAIRS) text = sql`replace(${text}, '${sql.raw(from)}', '${sql.raw(to)}')`;
  text = sql`replace(${text}, '&', ' and ')`;
  text = sql`regexp_replace(${text}, '[''’.]', '', 'g')`;
  text = sql`regexp_replace(${text}, '[^a-z0-9]+', '-', 'g')`;
  return sql`coalesce(nullif(trim(both '-' from ${text}), ''), 'space')`;
}
