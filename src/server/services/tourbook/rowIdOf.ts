import { eq } from "drizzle-orm";
import { isUuid } from "../../../common/format/uuid";
import type { Db } from "../../db/client";
import { campaigns } from "../../db/schema/campaigns";
import { surveys, tours } from "../../db/schema/surveys";

const TABLES = { campaign: campaigns, survey: surveys, tour: tours };

/**
 * The row id of a campaign, survey or tour named by its id or its uuid (the spec's routes take
 * either), or null for a missing row or a malformed name (no query is run for that).
 */
export async function rowIdOf(db: Db, kind: keyof typeof TABLES, idOrUuid: string): Promise<number | null> {
  const byUuid = isUuid(idOrUuid);
  if (!byUuid && !/^\d{1,9}$/.test(idOrUuid)) return null;
  const table = TABLES[kind];
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(byUuid ? eq(table.uuid, idOrUuid.toLowerCase()) : eq(table.id, Number(idOrUuid)));
  return row?.id ?? null;
}
