import { and, eq, ne, sql } from "drizzle-orm";
import {
  BUILDING_ADMIN_FIELDS,
  CONTACT_FIELDS,
  PRIVATE_BUILDING_FIELDS,
} from "../../../common/listingEdits/editRules";
import type { Db } from "../../db/client";
import { buildingContactBuildings, buildingContacts, buildings } from "../../db/schema/buildings";
import { listings } from "../../db/schema/listings";
import { neighborhoods } from "../../db/schema/markets";
import { writeBuildingChange } from "./history";
import type { JobRow } from "./listingStages";
import {
  columnsOf,
  diffFields,
  duplicate,
  failed,
  isResult,
  parseAndValidate,
  parseFields,
  type StageResult,
  type StageTrail,
  validationErrors,
  whoseChange,
} from "./stageTrail";

const lockBuilding = async (tx: Db, id: number) =>
  (await tx.select().from(buildings).where(eq(buildings.id, id)).for("update"))[0];

/** Where a building is: copied onto its listings, whose search filters never join the building. */
const PLACE_FIELDS = new Set(["neighborhoodId", "lat", "lng"]);

/**
 * A building's fields; history lands on each of its listings as "building.<field>". Every building
 * field is accepted here; who may name which (the building admin's extra ones are admins') is the
 * API's `building.update` and `building.administer` rules, checked before the job is queued.
 */
export async function runBuildingStages(
  tx: Db,
  job: JobRow,
  trail: StageTrail,
  midApply?: () => void,
): Promise<StageResult> {
  const fields = parseAndValidate(job.input, BUILDING_ADMIN_FIELDS, trail);
  if (isResult(fields)) return fields;

  trail.enter("match", { buildingId: job.recordId });
  const building = job.recordId === null ? undefined : await lockBuilding(tx, job.recordId);
  if (!building) return failed(`Building ${job.recordId ?? "(none)"} does not exist.`);
  const typed = { ...fields };
  if (typeof fields.neighborhoodId === "string") {
    const [hood] = await tx
      .select({ id: neighborhoods.id })
      .from(neighborhoods)
      .where(
        and(
          eq(neighborhoods.id, Number(fields.neighborhoodId)),
          eq(neighborhoods.marketId, building.marketId),
        ),
      );
    if (!hood) return failed("neighborhoodId: Choose a neighbourhood of the building's market.");
    typed.neighborhoodId = hood.id;
  }

  trail.enter("duplicates", { buildingIdentity: building.identity, fields });
  const diff = diffFields(BUILDING_ADMIN_FIELDS, typed, building);
  if (diff.length === 0) return duplicate();

  trail.enter("apply", { buildingIdentity: building.identity, changes: diff });
  const now = new Date();
  await tx
    .update(buildings)
    .set({ ...columnsOf(diff), updatedAt: now })
    .where(eq(buildings.id, building.id));
  midApply?.();
  // The building's facts are on its listings' pages: their pages changed, not the spaces themselves.
  if (diff.some((d) => !PRIVATE_BUILDING_FIELDS.has(d.field))) {
    const place = Object.fromEntries(
      diff.filter((d) => PLACE_FIELDS.has(d.field)).map((d) => [d.field, d.newValue]),
    );
    await tx
      .update(listings)
      .set({ ...place, updatedAt: now })
      .where(eq(listings.buildingId, building.id));
  }
  await writeBuildingChange(tx, building.id, {
    ...whoseChange(job),
    fields: diff.map((d) => ({ ...d, field: `building.${d.field}` })),
  });
  return { status: "SUCCESS", errors: [] };
}

type ContactAction = "create" | "update" | "delete";
const ACTIONS: readonly string[] = ["create", "update", "delete"];

/**
 * A building contact: created and linked to the building, updated, or taken off the building (and
 * deleted when no other building keeps it). History: a contacts entry on each of the building's
 * listings. A contact that is a listing's sublease contact is not taken off: choose another first.
 */
export async function runContactStages(
  tx: Db,
  job: JobRow,
  trail: StageTrail,
  midApply?: () => void,
): Promise<StageResult> {
  trail.enter("parse", job.input);
  const action = String(job.input.action) as ContactAction;
  const buildingId = Number(job.input.buildingId);
  if (!ACTIONS.includes(action)) return failed("action: Choose create, update or delete.");
  const fields = action === "delete" ? {} : parseFields(job.input);
  if (!fields) return failed("Nothing to change: the job names no field.");
  if (action !== "create" && job.recordId === null) return failed("Name the contact to change.");

  trail.enter("validate", { action, fields });
  const needed =
    action === "create" && !("displayName" in fields) ? ["displayName: This field cannot be empty."] : [];
  const problems = [...needed, ...validationErrors(CONTACT_FIELDS, fields)];
  if (problems.length > 0) return failed(...problems);

  trail.enter("match", { buildingId, contactId: job.recordId });
  const building = Number.isInteger(buildingId) ? await lockBuilding(tx, buildingId) : undefined;
  if (!building) return failed(`Building ${String(job.input.buildingId)} does not exist.`);
  const [contact] =
    job.recordId === null
      ? []
      : await tx
          .select({ contact: buildingContacts })
          .from(buildingContacts)
          .innerJoin(buildingContactBuildings, eq(buildingContactBuildings.contactId, buildingContacts.id))
          .where(
            and(eq(buildingContacts.id, job.recordId), eq(buildingContactBuildings.buildingId, building.id)),
          )
          .for("update");
  if (action !== "create" && !contact)
    return failed(`Contact ${job.recordId} is not one of this building's contacts.`);

  trail.enter("duplicates", { buildingIdentity: building.identity, action, fields });
  const diff = action === "delete" ? [] : diffFields(CONTACT_FIELDS, fields, contact?.contact ?? {});
  if (action === "update" && diff.length === 0) return duplicate();
  if (action === "create") {
    const email = typeof fields.email === "string" ? fields.email.trim().toLowerCase() : null;
    const [same] = await tx
      .select({ id: buildingContacts.id })
      .from(buildingContacts)
      .innerJoin(buildingContactBuildings, eq(buildingContactBuildings.contactId, buildingContacts.id))
      .where(
        and(
          eq(buildingContactBuildings.buildingId, building.id),
          sql`lower(${buildingContacts.displayName}) = lower(${String(fields.displayName).trim()})`,
          sql`coalesce(lower(${buildingContacts.email}), '') = ${email ?? ""}`,
        ),
      );
    if (same) return duplicate("This building already has this contact.");
  }
  if (action === "delete" && contact) {
    const [user] = await tx
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.subleaseContactId, contact.contact.id), eq(listings.buildingId, building.id)))
      .limit(1);
    if (user)
      return failed(`This contact is listing ${user.id}'s sublease contact: choose another one first.`);
  }

  trail.enter("apply", { buildingIdentity: building.identity, action, changes: diff });
  const id = await applyContact(tx, job, building.id, action, diff, contact?.contact.id ?? null);
  midApply?.();
  await writeBuildingChange(tx, building.id, {
    ...whoseChange(job),
    fields: diff.map((d) => ({ ...d, field: `contact.${d.field}` })),
    contacts: {
      created: action === "create" ? [id] : [],
      updated: action === "update" ? [id] : [],
      deleted: action === "delete" ? [id] : [],
    },
  });
  return { status: "SUCCESS", errors: [] };
}

async function applyContact(
  tx: Db,
  job: JobRow,
  buildingId: number,
  action: ContactAction,
  diff: ReturnType<typeof diffFields>,
  contactId: number | null,
): Promise<number> {
  const now = new Date();
  if (action === "create") {
    const values = columnsOf(diff) as typeof buildingContacts.$inferInsert;
    const [row] = await tx
      .insert(buildingContacts)
      .values({ ...values, createdById: job.createdById })
      .returning({ id: buildingContacts.id });
    await tx.insert(buildingContactBuildings).values({ buildingId, contactId: row.id });
    return row.id;
  }
  const id = contactId as number;
  if (action === "update") {
    await tx
      .update(buildingContacts)
      .set({ ...columnsOf(diff), updatedAt: now })
      .where(eq(buildingContacts.id, id));
    return id;
  }
  await tx
    .delete(buildingContactBuildings)
    .where(
      and(eq(buildingContactBuildings.buildingId, buildingId), eq(buildingContactBuildings.contactId, id)),
    );
  const [elsewhere] = await tx
    .select({ buildingId: buildingContactBuildings.buildingId })
    .from(buildingContactBuildings)
    .where(
      and(eq(buildingContactBuildings.contactId, id), ne(buildingContactBuildings.buildingId, buildingId)),
    )
    .limit(1);
  if (!elsewhere) await tx.delete(buildingContacts).where(eq(buildingContacts.id, id));
  return id;
}
