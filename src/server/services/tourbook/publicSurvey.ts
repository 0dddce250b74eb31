import { and, eq, isNotNull } from "drizzle-orm";
import { isUuid } from "../../../common/format/uuid";
import type { Db } from "../../db/client";
import { campaigns } from "../../db/schema/campaigns";
import { surveys } from "../../db/schema/surveys";
import { users } from "../../db/schema/users";
import { fullName } from "./campaignList";

/** What a published survey shows everyone: no campaign, client, answers or ids beyond its own uuid. */
export type PublicSurvey = {
  rowId: number;
  uuid: string;
  name: string;
  publishedAt: Date;
  brokerName: string | null;
};

/** A published survey by its uuid only; null for a draft, a row id, garbage or a missing survey. */
export async function findPublicSurvey(db: Db, uuid: string): Promise<PublicSurvey | null> {
  if (!isUuid(uuid)) return null;
  const [row] = await db
    .select({
      rowId: surveys.id,
      uuid: surveys.uuid,
      name: surveys.name,
      publishedAt: surveys.publishedAt,
      broker: { firstName: users.firstName, lastName: users.lastName },
    })
    .from(surveys)
    .innerJoin(campaigns, eq(campaigns.id, surveys.campaignId))
    .leftJoin(users, eq(users.id, campaigns.brokerId))
    .where(and(eq(surveys.uuid, uuid.toLowerCase()), isNotNull(surveys.publishedAt)));
  if (!row?.publishedAt) return null;
  return {
    rowId: row.rowId,
    uuid: row.uuid,
    name: row.name,
    publishedAt: row.publishedAt,
    brokerName: fullName(row.broker),
  };
}
