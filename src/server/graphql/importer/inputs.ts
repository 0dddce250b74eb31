import { z } from "zod";
import {
  BUILDING_ADMIN_FIELDS,
  CONTACT_ACTIONS,
  CONTACT_FIELDS,
  changeProblems,
  type FieldSpecs,
  INSIGHT_FIELDS,
  LISTING_FIELDS,
} from "../../../common/listingFields/fieldRules";
import { rowId } from "../idArgs";

/** A set of changes checked by the shared field rules (the drawer's and the importer's). */
const changesOf = (specs: FieldSpecs) =>
  z.record(z.string(), z.unknown()).superRefine((changes, ctx) => {
    if (Object.keys(changes).length === 0)
      ctx.addIssue({ code: "custom", message: "Change at least one field." });
    for (const p of changeProblems(specs, changes))
      ctx.addIssue({ code: "custom", message: p.message, path: [p.field] });
  });

export const listingChangeArgs = z.object({ listingId: rowId, changes: changesOf(LISTING_FIELDS) });

export const buildingChangeArgs = z.object({ buildingId: rowId, changes: changesOf(BUILDING_ADMIN_FIELDS) });

export const insightArgs = z.object({
  listingId: rowId,
  insightId: rowId.nullish().transform((v) => v ?? null),
  content: z.string().superRefine((content, ctx) => {
    for (const p of changeProblems(INSIGHT_FIELDS, { content }))
      ctx.addIssue({ code: "custom", message: p.message });
  }),
});

export const contactArgs = z
  .object({
    buildingId: rowId.nullish().transform((v) => v ?? null),
    contactId: rowId.nullish().transform((v) => v ?? null),
    action: z.enum(CONTACT_ACTIONS),
    changes: z
      .record(z.string(), z.unknown())
      .nullish()
      .transform((v) => v ?? {}),
  })
  .superRefine((a, ctx) => {
    if (a.buildingId === null && (a.action === "DELETE" || a.action === "LINK")) {
      ctx.addIssue({ code: "custom", message: "Name the building.", path: ["buildingId"] });
    }
    if (a.action === "LINK" && Object.keys(a.changes).length > 0) {
      ctx.addIssue({
        code: "custom",
        message: "Linking a contact changes none of its fields.",
        path: ["changes"],
      });
    }
    if (a.action !== "CREATE" && a.contactId === null) {
      ctx.addIssue({ code: "custom", message: "Name the contact to change.", path: ["contactId"] });
    }
    if (a.action === "CREATE" && a.contactId !== null) {
      ctx.addIssue({ code: "custom", message: "A new contact has no id yet.", path: ["contactId"] });
    }
    if (a.action === "CREATE" && !a.changes.displayName) {
      ctx.addIssue({
        code: "custom",
        message: "This field cannot be empty.",
        path: ["changes", "displayName"],
      });
    }
    if (a.action === "UPDATE" && Object.keys(a.changes).length === 0) {
      ctx.addIssue({ code: "custom", message: "Change at least one field.", path: ["changes"] });
    }
    for (const p of changeProblems(CONTACT_FIELDS, a.changes)) {
      ctx.addIssue({ code: "custom", message: p.message, path: ["changes", p.field] });
    }
  });

export const jobIdsArgs = z.object({
  ids: z
    .array(rowId)
    .max(100, "Ask for at most 100 jobs.")
    .transform((v) => [...new Set(v)]),
});
