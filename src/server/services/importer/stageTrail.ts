import {
  changeProblems,
  type FieldSpec,
  type FieldSpecs,
  type FieldValue,
  normalizeValue,
} from "../../../common/listingFields/fieldRules";
import type { ImporterJobError } from "../../db/schema/importerJobs";
import type { ListingFieldChange } from "../../db/schema/listingHistory";

/** The importer's stages, in order; a job records the last one it reached and what that stage read. */
export type StageName = "parse" | "validate" | "match" | "duplicates" | "apply";

export class StageTrail {
  stage: StageName | null = null;
  input: Record<string, unknown> | null = null;
  enter(stage: StageName, input: Record<string, unknown>): void {
    this.stage = stage;
    this.input = input;
  }
}

export type StageResult = {
  status: "SUCCESS" | "ERROR" | "DUPLICATE";
  errors: ImporterJobError[];
  listingId?: number | null;
  listingIdentity?: string | null;
  /** The record a job created (a new contact): written to the job's record_id. */
  recordId?: number | null;
};

export const failed = (...messages: string[]): StageResult => ({
  status: "ERROR",
  errors: messages.map((error) => ({ error })),
});

export const NOTHING_CHANGES = "Nothing to change: every value given is already saved.";
export const duplicate = (message = NOTHING_CHANGES): StageResult => ({
  status: "DUPLICATE",
  errors: [{ error: message }],
});

/** parse: the job's `fields` must be an object naming at least one field. */
export function parseFields(input: Record<string, unknown>): Record<string, unknown> | null {
  const fields = input.fields;
  if (!fields || typeof fields !== "object" || Array.isArray(fields)) return null;
  return Object.keys(fields).length > 0 ? (fields as Record<string, unknown>) : null;
}

/** Who the history row names: the job's source and author, and the job itself. */
export const whoseChange = (job: { id: number; sourceName: string | null; createdById: number | null }) => ({
  sourceName: job.sourceName ?? "import",
  userId: job.createdById,
  importerJobId: job.id,
});

/**
 * The parse and validate stages of a job that sets fields: its fields, or the ERROR result
 * ("Nothing to change", or each refused field).
 */
export function parseAndValidate(
  input: Record<string, unknown>,
  specs: FieldSpecs,
  trail: StageTrail,
): Record<string, unknown> | StageResult {
  trail.enter("parse", input);
  const fields = parseFields(input);
  if (!fields) return failed("Nothing to change: the job names no field.");
  trail.enter("validate", { fields });
  const problems = validationErrors(specs, fields);
  return problems.length > 0 ? failed(...problems) : fields;
}

export const isResult = (v: Record<string, unknown> | StageResult): v is StageResult =>
  typeof v.status === "string" && Array.isArray(v.errors);

/** validate: each problem as "field: message", the text the importer admin and the drawer show. */
export function validationErrors(specs: FieldSpecs, fields: Record<string, unknown>): string[] {
  return changeProblems(specs, fields).map((p) => `${p.field}: ${p.message}`);
}

function normalized(spec: FieldSpec, value: unknown): unknown {
  const v = normalizeValue(spec, value as FieldValue);
  return spec.kind === "money" && typeof v === "number" ? Math.round(v * 100) / 100 : v;
}

function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) return JSON.stringify(a ?? []) === JSON.stringify(b ?? []);
  return (a ?? null) === (b ?? null);
}

/** duplicates: the fields whose new value differs from the stored one, with both values. */
export function diffFields(
  specs: FieldSpecs,
  fields: Record<string, unknown>,
  current: Record<string, unknown>,
): ListingFieldChange[] {
  const changes: ListingFieldChange[] = [];
  for (const [field, value] of Object.entries(fields)) {
    const newValue = normalized(specs[field], value);
    const oldValue = current[field] ?? null;
    if (!same(oldValue, newValue)) changes.push({ field, oldValue, newValue });
  }
  return changes;
}

/** The columns to write for a diff, keyed as the drizzle table names them. */
export function columnsOf(diff: ListingFieldChange[]): Record<string, unknown> {
  return Object.fromEntries(diff.map((d) => [d.field, d.newValue]));
}
