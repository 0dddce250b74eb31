import { and, eq, ne, sql } from "drizzle-orm";
import {
  BUILDING_ADMIN_FIELDS,
  CONTACT_FIELDS,
  PRIVATE_BUILDING_FIELDS,
} from "../../../common/listingFields/fieldRules";
import { CONTACT_BUILDINGS_MAX } from "../../../common/research/researchRules";
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

type ContactAction = "create" | "update" | "delete" | "link";
const ACTIONS: readonly string[] = ["create", "update", "delete", "link"];
type ContactRow = typeof buildingContacts.$inferSelect;

/**
 * A building contact: created (linked to the building, or on its own for the research team),
 * updated (wherever it is kept), taken off the building (and deleted when no other building keeps
 * it), or linked to one more building. History: a contacts entry on each listing of the building,
 * or for an update of every building the contact is kept for. A contact that is a listing's
 * sublease contact is not taken off: choose another first.
 */
export async function runContactStages(
  tx: Db,
  job: JobRow,
  trail: StageTrail,
  midApply?: () => void,
): Promise<StageResult> {
  trail.enter("parse", job.input);
  const action = String(job.input.action) as ContactAction;
  const buildingId = job.input.buildingId === null ? null : Number(job.input.buildingId);
  if (!ACTIONS.includes(action)) return failed("action: Choose create, update, delete or link.");
  const fields = action === "delete" || action === "link" ? {} : parseFields(job.input);
  if (!fields) return failed("Nothing to change: the job names no field.");
  if (action !== "create" && job.recordId === null) return failed("Name the contact to change.");
  if (buildingId === null && (action === "delete" || action === "link")) return failed("Name the building.");

  trail.enter("validate", { action, fields });
  const needed =
    action === "create" && !("displayName" in fields) ? ["displayName: This field cannot be empty."] : [];
  const problems = [...needed, ...validationErrors(CONTACT_FIELDS, fields)];
  if (problems.length > 0) return failed(...problems);

  trail.enter("match", { buildingId, contactId: job.recordId });
  const building =
    buildingId !== null && Number.isInteger(buildingId) ? await lockBuilding(tx, buildingId) : null;
  if (buildingId !== null && !building)
    return failed(`Building ${String(job.input.buildingId)} does not exist.`);
  const contact = await matchContact(tx, job.recordId, action === "link" ? null : (building?.id ?? null));
  if (action !== "create" && !contact) {
    return failed(
      building && action !== "link"
        ? `Contact ${job.recordId} is not one of this building's contacts.`
        : `Contact ${job.recordId} does not exist.`,
    );
  }

  trail.enter("duplicates", { buildingIdentity: building?.identity ?? null, action, fields });
  const diff =
    action === "delete" || action === "link" ? [] : diffFields(CONTACT_FIELDS, fields, contact ?? {});
  if (action === "update" && diff.length === 0) return duplicate();
  const refusal = await contactRefusal(tx, action, fields, building?.id ?? null, contact);
  if (refusal) return refusal;

  trail.enter("apply", { buildingIdentity: building?.identity ?? null, action, changes: diff });
  const id = await applyContact(tx, job, building?.id ?? null, action, diff, contact?.id ?? null);
  midApply?.();
  const change = {
    ...whoseChange(job),
    fields: diff.map((d) => ({ ...d, field: `contact.${d.field}` })),
    contacts: {
      created: action === "create" || action === "link" ? [id] : [],
      updated: action === "update" ? [id] : [],
      deleted: action === "delete" ? [id] : [],
    },
  };
  const kept = action === "update" ? await buildingsOf(tx, id) : building ? [building.id] : [];
  for (const keptBy of kept) await writeBuildingChange(tx, keptBy, change);
  return { status: "SUCCESS", errors: [], recordId: id };
}

/** The contact, locked; with a building, only when it is one of that building's contacts. */
async function matchContact(tx: Db, contactId: number | null, buildingId: number | null) {
  if (contactId === null) return undefined;
  if (buildingId === null) {
    return (
      await tx.select().from(buildingContacts).where(eq(buildingContacts.id, contactId)).for("update")
    )[0];
  }
  const [row] = await tx
    .select({ contact: buildingContacts })
    .from(buildingContacts)
    .innerJoin(buildingContactBuildings, eq(buildingContactBuildings.contactId, buildingContacts.id))
    .where(and(eq(buildingContacts.id, contactId), eq(buildingContactBuildings.buildingId, buildingId)))
    .for("update");
  return row?.contact;
}

/** Buildings a contact is kept for (at most CONTACT_BUILDINGS_MAX), for an update's history. */
async function buildingsOf(tx: Db, contactId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: buildingContactBuildings.buildingId })
    .from(buildingContactBuildings)
    .where(eq(buildingContactBuildings.contactId, contactId))
    .orderBy(buildingContactBuildings.buildingId)
    .limit(CONTACT_BUILDINGS_MAX);
  return rows.map((r) => r.id);
}

/** duplicates: a create the building (or, with none, the directory) already has; a link already made. */
async function contactRefusal(
  tx: Db,
  action: ContactAction,
  fields: Record<string, unknown>,
  buildingId: number | null,
  contact: ContactRow | undefined,
): Promise<StageResult | null> {
  if (action === "create") {
    const email = typeof fields.email === "string" ? fields.email.trim().toLowerCase() : null;
    const sameName = and(
      sql`lower(${buildingContacts.displayName}) = lower(${String(fields.displayName).trim()})`,
      sql`coalesce(lower(${buildingContacts.email}), '') = ${email ?? ""}`,
    );
    if (buildingId !== null) {
      const [same] = await tx
        .select({ id: buildingContacts.id })
        .from(buildingContacts)
        .innerJoin(buildingContactBuildings, eq(buildingContactBuildings.contactId, buildingContacts.id))
        .where(and(eq(buildingContactBuildings.buildingId, buildingId), sameName));
      return same ? duplicate("This building already has this contact.") : null;
    }
    const company = typeof fields.companyName === "string" ? fields.companyName.trim().toLowerCase() : "";
    const [same] = await tx
      .select({ id: buildingContacts.id })
      .from(buildingContacts)
      .where(and(sameName, sql`coalesce(lower(${buildingContacts.companyName}), '') = ${company}`))
      .limit(1);
    return same ? duplicate(`Contact ${same.id} already has this name, e-mail and company.`) : null;
  }
  if (action === "link" && contact && buildingId !== null) {
    const links = await tx
      .select({ buildingId: buildingContactBuildings.buildingId })
      .from(buildingContactBuildings)
      .where(eq(buildingContactBuildings.contactId, contact.id))
      .limit(CONTACT_BUILDINGS_MAX + 1);
    if (links.some((l) => l.buildingId === buildingId))
      return duplicate("This building already has this contact.");
    if (links.length >= CONTACT_BUILDINGS_MAX)
      return failed(`A contact can be kept for at most ${CONTACT_BUILDINGS_MAX} buildings.`);
  }
  if (action === "delete" && contact && buildingId !== null) {
    const [user] = await tx
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.subleaseContactId, contact.id), eq(listings.buildingId, buildingId)))
      .limit(1);
    if (user)
      return failed(`This contact is listing ${user.id}'s sublease contact: choose another one first.`);
  }
  return null;
}

async function applyContact(
  tx: Db,
  job: JobRow,
  buildingId: number | null,
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
    if (buildingId !== null)
      await tx.insert(buildingContactBuildings).values({ buildingId, contactId: row.id });
    return row.id;
  }
  const id = contactId as number;
  if (action === "link") {
    await tx.insert(buildingContactBuildings).values({ buildingId: buildingId as number, contactId: id });
    await tx.update(buildingContacts).set({ updatedAt: new Date() }).where(eq(buildingContacts.id, id));
    return id;
  }
  if (action === "update") {
    await tx
      .update(buildingContacts)
      .set({ ...columnsOf(diff), updatedAt: now })
      .where(eq(buildingContacts.id, id));
    return id;
  }
  const from = buildingId as number;
  await tx
    .delete(buildingContactBuildings)
    .where(and(eq(buildingContactBuildings.buildingId, from), eq(buildingContactBuildings.contactId, id)));
  const [elsewhere] = await tx
    .select({ buildingId: buildingContactBuildings.buildingId })
    .from(buildingContactBuildings)
    .where(and(eq(buildingContactBuildings.contactId, id), ne(buildingContactBuildings.buildingId, from)))
    .limit(1);
  if (!elsewhere) await tx.delete(buildingContacts).where(eq(buildingContacts.id, id));
  return id;
}
