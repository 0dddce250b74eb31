import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  type ListingContactChanges,
  type ListingFieldChange,
  listingHistory,
} from "../../db/schema/listingHistory";

export type ChangeRecord = {
  sourceName: string;
  userId: number | null;
  importerJobId: number;
  fields: ListingFieldChange[];
  contacts?: ListingContactChanges | null;
  subleaseContact?: Record<string, unknown> | null;
};

/** At most this many listings of a building get a history row for a building change. */
export const BUILDING_HISTORY_LISTINGS = 1000;

export async function writeListingChange(tx: Db, listingId: number, change: ChangeRecord): Promise<void> {
  await tx.insert(listingHistory).values({
    listingId,
    kind: "CHANGE",
    sourceName: change.sourceName,
    fields: change.fields,
    contacts: change.contacts ?? null,
    subleaseContact: change.subleaseContact ?? null,
    userId: change.userId,
    importerJobId: change.importerJobId,
  });
}

/**
 * A building's change, as each of its listings' history shows it: one CHANGE row per listing (its
 * page shows the building's facts and contacts), the most recently updated first, at most
 * BUILDING_HISTORY_LISTINGS, in one statement.
 */
export async function writeBuildingChange(tx: Db, buildingId: number, change: ChangeRecord): Promise<void> {
  await tx.execute(sql`
    insert into listing_history (listing_id, kind, source_name, fields, contacts, user_id, importer_job_id)
    select l.id, 'CHANGE', ${change.sourceName}, ${JSON.stringify(change.fields)}::jsonb,
           ${change.contacts ? JSON.stringify(change.contacts) : null}::jsonb, ${change.userId},
           ${change.importerJobId}
    from listings l where l.building_id = ${buildingId}
    order by l.updated_at desc, l.id limit ${BUILDING_HISTORY_LISTINGS}`);
}
