import { useApolloClient } from "@apollo/client/react";
import { JOB_POLL_MS } from "../../../common/constants";
import { isImporterJobDone, isImporterJobSuccess } from "../../../common/enums";
import { ResearchImporterJobsQuery } from "./researchOperations";

/** How a research save ended: its job's status and, when it did not succeed, the job's own words. */
export type SaveOutcome =
  | { ok: true; recordId: string | null }
  | { ok: false; status: string; problems: string[] };

/** A job nobody runs must not keep the form saving for ever. */
export const SAVE_WAIT_LIMIT_MS = 2 * 60 * 1000;

/** Refusals the server gives before any job exists (a field's rule, no right), as one message each. */
export function refusalMessages(error: unknown): string[] {
  const errors = (error as { errors?: { message: string }[] } | null)?.errors;
  if (Array.isArray(errors) && errors.length > 0) return errors.map((e) => e.message);
  return ["Saving failed, please try again later."];
}

/**
 * A job's problems as field errors: the importer words a refused value "field: message" (its
 * validate stage), so a form can put each next to its field and keep the others whole.
 */
export function problemsByField(
  problems: string[],
): { field: string | null; message: string; text: string }[] {
  return problems.map((text) => {
    const match = /^([A-Za-z]+): (.+)$/s.exec(text);
    return match ? { field: match[1], message: match[2], text } : { field: null, message: text, text };
  });
}

/**
 * Spec section 7's save flow for one record: the mutation answers an importer job, which is polled
 * every 500 ms without the cache until it ends. SUCCESS is the only success; DUPLICATE (nothing
 * changed) comes back with its message so the form can say so.
 */
export function useImporterSave() {
  const client = useApolloClient();
  return async function save(start: () => Promise<string | undefined>): Promise<SaveOutcome> {
    let jobId: string | undefined;
    try {
      jobId = await start();
    } catch (error) {
      return { ok: false, status: "REFUSED", problems: refusalMessages(error) };
    }
    if (!jobId) return { ok: false, status: "REFUSED", problems: ["Saving failed, please try again later."] };
    const started = Date.now();
    for (;;) {
      const { data } = await client.query({
        query: ResearchImporterJobsQuery,
        variables: { ids: [jobId] },
        fetchPolicy: "no-cache",
      });
      const job = data?.importerJobs[0];
      if (job && isImporterJobDone(job.status)) {
        return isImporterJobSuccess(job.status)
          ? { ok: true, recordId: job.recordId ?? null }
          : { ok: false, status: job.status ?? "ERROR", problems: job.errors.map((e) => e.error) };
      }
      if (Date.now() - started > SAVE_WAIT_LIMIT_MS) {
        return {
          ok: false,
          status: "RUNNING",
          problems: ["The change is still being applied. Check again in a minute."],
        };
      }
      await new Promise((resolve) => setTimeout(resolve, JOB_POLL_MS));
    }
  };
}
