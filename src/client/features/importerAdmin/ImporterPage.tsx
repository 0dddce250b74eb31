import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import {
  dateRangeProblem,
  importerPath,
  JOB_STATUS_FILTER_VALUES,
  JOB_STATUS_LABELS,
  type JobFilterParams,
  jobFilterVariables,
  RETRY_SELECTION_MAX,
  readJobFilterParams,
} from "../../../common/admin/importerJobFilters";
import { Modal } from "../../layout/Modal";
import { Head } from "../../system/head";
import { useLocation, useNavigate } from "../../system/router/router";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { FormNotice } from "../../ui/FormNotice";
import { SelectField } from "../../ui/form/SelectField";
import { useForm } from "../../ui/form/useForm";
import { TextField } from "../../ui/TextField";
import { AdminNav } from "../admin/AdminNav";
import { ImporterJobPanel } from "./ImporterJobPanel";
import { ImporterJobTable } from "./ImporterJobTable";
import { ImporterJobsAdminQuery, RetryImporterJobsMutation, retrySummary } from "./importerJobs";

type Vendor = { id: string; name: string };

/** The filters: a GET form, so the URL holds them (reload, back and a shared link all work). */
function JobFilters({ current, vendors }: { current: JobFilterParams; vendors: readonly Vendor[] }) {
  const navigate = useNavigate();
  const form = useForm<JobFilterParams>({
    initialValues: current,
    rules: { to: (to, values) => dateRangeProblem(values.from, to) },
    onSubmit: (values) => navigate(importerPath(values)),
  });
  return (
    <search>
      <form
        ref={form.formRef}
        className="admin-filters"
        method="get"
        action="/importer"
        noValidate
        onSubmit={form.handleSubmit}
        aria-label="Filter importer jobs"
      >
        <SelectField
          {...form.field("status")}
          label="Status"
          emptyLabel="Any status"
          options={JOB_STATUS_FILTER_VALUES.map((s) => ({ value: s, label: JOB_STATUS_LABELS[s] }))}
        />
        <SelectField
          {...form.field("vendor")}
          label="Vendor"
          emptyLabel="Any vendor"
          options={vendors.map((v) => ({ value: v.id, label: v.name }))}
        />
        <TextField {...form.field("from")} label="From (day)" type="date" autoComplete="off" />
        <TextField {...form.field("to")} label="To (day, inclusive)" type="date" autoComplete="off" />
        <button type="submit" className="btn btn--primary">
          Filter
        </button>
      </form>
    </search>
  );
}

/**
 * /importer (admins; the server refuses everyone else): importer jobs newest first, filtered by
 * status, vendor and day range from the URL, 50 a page with "Older jobs". A job opens in a dialog
 * (?job=), and ERROR and DEAD jobs can be retried one by one or ticked and retried together (at
 * most 500, after a confirmation). Each retry goes through the importer pipeline again.
 */
export function ImporterPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const current = readJobFilterParams(location.search);
  const jobId = new URLSearchParams(location.search).get("job");
  const openJob = jobId && /^\d{1,10}$/.test(jobId) ? jobId : null;
  const filter = jobFilterVariables(current);
  const { data, loading, error, fetchMore, refetch } = useQuery(ImporterJobsAdminQuery, {
    variables: { filter },
    notifyOnNetworkStatusChange: true,
  });
  const [retry, retrying] = useMutation(RetryImporterJobsMutation);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const jobs = data?.adminImporterJobs.jobs ?? [];
  const tooMany = selected.size > RETRY_SELECTION_MAX;

  function toggle(id: string) {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  }
  function toggleAll(select: boolean) {
    const next = new Set(selected);
    for (const j of jobs) if (j.retryable) select ? next.add(j.id) : next.delete(j.id);
    setSelected(next);
  }

  async function older() {
    const last = jobs[jobs.length - 1];
    if (!last) return;
    await fetchMore({
      variables: { after: last.id },
      updateQuery: (prev, { fetchMoreResult }) => ({
        ...fetchMoreResult,
        adminImporterJobs: {
          ...fetchMoreResult.adminImporterJobs,
          jobs: [...prev.adminImporterJobs.jobs, ...fetchMoreResult.adminImporterJobs.jobs],
        },
      }),
    });
  }

  async function retrySelected() {
    try {
      const result = await retry({ variables: { ids: [...selected] } });
      const answer = result.data?.retryImporterJobs;
      if (answer) {
        setOutcome({ tone: answer.retried.length ? "success" : "error", text: retrySummary(answer) });
      }
      setSelected(new Set());
      await refetch();
    } catch {
      setOutcome({ tone: "error", text: "Retrying failed, please try again later." });
    }
    setConfirming(false);
  }

  return (
    <div className="container admin-page">
      <Head title="Listing importer" />
      <AdminNav />
      <h1>Listing importer</h1>
      <p>
        Every import and save of a listing, building, insight or contact, as a job through the importer's
        stages. SUCCESS is the only success; a job with no status is still running.
      </p>
      {/* Mounted again once the vendors arrive: a select keeps a value only when it has its option. */}
      <JobFilters
        key={`${location.search}|${data?.importerVendors.length ?? -1}`}
        current={current}
        vendors={data?.importerVendors ?? []}
      />

      <div className="importer-bulk">
        <p role="status">
          {selected.size === 0
            ? "Tick ERROR and DEAD jobs to retry them together."
            : `${selected.size} ${selected.size === 1 ? "job" : "jobs"} selected.`}
          {tooMany ? ` Retry at most ${RETRY_SELECTION_MAX} jobs at once.` : ""}
        </p>
        <button
          type="button"
          className="btn btn--primary"
          disabled={selected.size === 0 || tooMany || retrying.loading}
          onClick={() => setConfirming(true)}
        >
          Retry selected
        </button>
        <button type="button" className="btn" onClick={() => void refetch()}>
          Refresh
        </button>
      </div>
      {outcome ? <FormNotice tone={outcome.tone}>{outcome.text}</FormNotice> : null}

      {loading && !data ? <p role="status">Loading importer jobs…</p> : null}
      {error ? (
        <div role="alert">
          <p>The importer jobs could not be loaded.</p>
          <button type="button" className="btn" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      ) : null}
      {data && jobs.length === 0 ? <p role="status">No importer jobs match these filters.</p> : null}
      {jobs.length > 0 ? (
        <ImporterJobTable
          jobs={jobs}
          selected={selected}
          onToggle={toggle}
          onToggleAll={toggleAll}
          detailPath={(id) => importerPath(current, id)}
        />
      ) : null}
      {data?.adminImporterJobs.hasMore ? (
        <button type="button" className="btn" disabled={loading} onClick={() => void older()}>
          Older jobs
        </button>
      ) : null}

      <Modal
        isOpen={openJob !== null}
        onClose={() => navigate(importerPath(current))}
        title={`Job ${openJob ?? ""}`}
        className="modal--wide"
      >
        {openJob ? <ImporterJobPanel id={openJob} onRetried={() => void refetch()} /> : null}
      </Modal>
      <ConfirmDialog
        isOpen={confirming}
        title={`Retry ${selected.size} ${selected.size === 1 ? "job" : "jobs"}?`}
        message="Each runs through the importer's stages again. A change that has landed since ends DUPLICATE; nothing is applied twice."
        confirmLabel="Retry"
        busy={retrying.loading}
        onConfirm={() => void retrySelected()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
