import { JOB_POLL_MS } from "../../../common/constants";
import { isImporterJobDone, isImporterJobSuccess } from "../../../common/enums";
import {
  BUILDING_ADMIN_FIELDS,
  CONTACT_FIELDS,
  type FieldSpecs,
  type FieldValue,
  fieldProblem,
  LISTING_FIELDS,
  valueOfText,
} from "../../../common/listingFields/fieldRules";
import { type DataUpdate, type EditableType, NEW_RECORD_PREFIX, recordKey } from "./dataUpdatesSlice";

/** The mutation a record's save runs, and its variables. */
export type SaveRequest =
  | { type: "Listing"; variables: { listingId: string; changes: Record<string, FieldValue> } }
  | { type: "Building"; variables: { buildingId: string; changes: Record<string, FieldValue> } }
  | { type: "BrokerInsight"; variables: { listingId: string; insightId: string | null; content: string } }
  | {
      type: "Contact";
      variables: {
        buildingId: string;
        contactId: string | null;
        action: "CREATE" | "UPDATE" | "DELETE";
        changes: Record<string, FieldValue> | null;
      };
    };

export const SPECS_BY_TYPE: Record<EditableType, FieldSpecs> = {
  Listing: LISTING_FIELDS,
  // The building admin's fields include the drawer's; the server decides who may send which.
  Building: BUILDING_ADMIN_FIELDS,
  Contact: CONTACT_FIELDS,
  BrokerInsight: { content: { kind: "text", max: 2000, multiline: true, nullable: false } },
};

const isNew = (id: string) => id.startsWith(NEW_RECORD_PREFIX);

function changesOf(record: DataUpdate): Record<string, FieldValue> {
  const specs = SPECS_BY_TYPE[record.__typename];
  return Object.fromEntries(
    Object.entries(record.fields).map(([field, raw]) => [field, valueOfText(specs[field], raw)]),
  );
}

/** Each field the server would refuse, by field, with the shared rule's message. */
export function problemsIn(record: DataUpdate): Record<string, string> {
  if (record.remove) return {};
  const specs = SPECS_BY_TYPE[record.__typename];
  const problems: Record<string, string> = {};
  for (const [field, value] of Object.entries(changesOf(record))) {
    const spec = specs?.[field];
    const problem = spec ? fieldProblem(spec, value) : "This field cannot be changed here.";
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** Spec section 7: one mutation per changed record, by type; a type without one throws. */
export function saveRequestFor(record: DataUpdate): SaveRequest {
  switch (record.__typename) {
    case "Listing":
      return { type: "Listing", variables: { listingId: record.id, changes: changesOf(record) } };
    case "Building":
      return { type: "Building", variables: { buildingId: record.id, changes: changesOf(record) } };
    case "BrokerInsight":
      return {
        type: "BrokerInsight",
        variables: {
          listingId: record.listingId,
          insightId: isNew(record.id) ? null : record.id,
          content: String(record.fields.content ?? ""),
        },
      };
    case "Contact": {
      const action = record.remove ? "DELETE" : isNew(record.id) ? "CREATE" : "UPDATE";
      return {
        type: "Contact",
        variables: {
          buildingId: record.buildingId ?? "",
          contactId: isNew(record.id) ? null : record.id,
          action,
          changes: action === "DELETE" ? null : changesOf(record),
        },
      };
    }
    default:
      throw new Error(`No save mutation for ${(record as { __typename: string }).__typename} records.`);
  }
}

export type JobState = { id: string; status: string | null; errors: { error: string }[] };

export type SaveDeps = {
  /** Runs the record's mutation; answers the importer job id. */
  mutate(request: SaveRequest): Promise<string>;
  /** ImporterJobsQuery without the cache. */
  fetchJobs(ids: string[]): Promise<JobState[]>;
  /** Re-queries a listing with the network-only policy. */
  refetchListing(listingId: string): Promise<unknown>;
  wait(ms: number): Promise<void>;
};

/** Polls at most this long: a job nobody runs must not keep the drawer saving for ever. */
export const SAVE_POLL_LIMIT_MS = 5 * 60 * 1000;

export class SaveFailedError extends Error {
  constructor(
    message: string,
    /** Keys (type:id) of the records whose jobs succeeded: no longer pending. */
    readonly saved: string[],
    /** The failed jobs' own messages, for the broker to read. */
    readonly problems: string[],
  ) {
    super(message);
    this.name = "SaveFailedError";
  }
}

/**
 * Spec section 7's save flow: one mutation per record; poll the jobs every 500 ms until every one
 * has ended (SUCCESS is the only success; no status or an unknown one is still running; ERROR,
 * DEAD and DUPLICATE end it); then re-query each changed listing. Answers the saved records' keys,
 * or rejects with "Failed jobs: (id, status)..." naming each job that did not succeed.
 */
export async function saveDataUpdates(records: DataUpdate[], deps: SaveDeps): Promise<string[]> {
  const requests = records.map((record) => ({ record, request: saveRequestFor(record) }));
  const sent = await Promise.allSettled(requests.map(({ request }) => deps.mutate(request)));
  // A refused mutation (no right, invalid value) has no job: it is reported beside the failed jobs.
  const refused = requests.flatMap(({ record }, i) => {
    const outcome = sent[i];
    return outcome.status === "rejected" ? [{ record, reason: messageOf(outcome.reason) }] : [];
  });
  const jobs = requests.flatMap(({ record }, i) => {
    const outcome = sent[i];
    return outcome.status === "fulfilled" ? [{ record, jobId: outcome.value }] : [];
  });
  const ended = new Map<string, JobState>();
  const started = Date.now();
  for (;;) {
    const waiting = jobs.map((j) => j.jobId).filter((id) => !ended.has(id));
    if (waiting.length === 0) break;
    for (const job of await deps.fetchJobs(waiting)) {
      if (isImporterJobDone(job.status)) ended.set(job.id, job);
    }
    if (jobs.every((j) => ended.has(j.jobId))) break;
    if (Date.now() - started > SAVE_POLL_LIMIT_MS) break;
    await deps.wait(JOB_POLL_MS);
  }
  const succeeded = jobs.filter((j) => isImporterJobSuccess(ended.get(j.jobId)?.status));
  // A building admin edit belongs to no listing (listingId "").
  const listingIds = [...new Set(succeeded.map((j) => j.record.listingId))].filter(Boolean);
  await Promise.all(listingIds.map((id) => deps.refetchListing(id)));

  const failed = jobs.filter((j) => !isImporterJobSuccess(ended.get(j.jobId)?.status));
  const saved = succeeded.map((j) => recordKey(j.record));
  if (failed.length === 0 && refused.length === 0) return saved;
  const list = [
    ...failed.map((j) => `(${j.jobId}, ${ended.get(j.jobId)?.status ?? "RUNNING"})`),
    ...refused.map((r) => `(${recordKey(r.record)}, REFUSED)`),
  ].join(", ");
  const problems = [
    ...failed.flatMap((j) => (ended.get(j.jobId)?.errors ?? []).map((e) => e.error)),
    ...refused.map((r) => r.reason),
  ];
  throw new SaveFailedError(`Failed jobs: ${list}`, saved, problems);
}

const messageOf = (reason: unknown) => (reason instanceof Error ? reason.message : String(reason));
