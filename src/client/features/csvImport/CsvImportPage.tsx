import { useQuery } from "@apollo/client/react";
import { useEffect, useId, useState } from "react";
import {
  CSV_MAX_BYTES,
  CSV_MAX_ROWS,
  CSV_TEMPLATE_PATH,
  csvUploadPath,
} from "../../../common/csvImport/csvColumns";
import { formatNumber } from "../../../common/format/numbers";
import { Head } from "../../system/head";
import { useLocation, useNavigate } from "../../system/router/router";
import type { ScreenProps } from "../../system/screenProps";
import { uploadWithProgress } from "../media/uploadWithProgress";
import { CsvImportReport } from "./CsvImportReport";
import { CsvImportQuery, CsvUploadVendorQuery } from "./csvImportQueries";

/** How often the page asks for an import's progress while it runs (after an upload, not on reload). */
export const CSV_POLL_MS = 500;

const plural = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

/**
 * /{vendor}/csv-upload (signed in; the vendor's users and admins upload, others are told so): choose a CSV, upload it with a
 * progress bar, then watch its rows being imported (the import is asked for every 500 ms while it
 * runs) and read the per-row report. The import's id goes in the URL (?import=), so a reload shows
 * where it stands, once, with a Refresh button instead of polling.
 */
export function CsvImportPage({ params }: ScreenProps) {
  const slug = params.vendor ?? "";
  const vendorQuery = useQuery(CsvUploadVendorQuery, { variables: { slug } });
  const vendor = vendorQuery.data?.vendor;

  if (vendorQuery.loading && !vendorQuery.data) {
    return (
      <Shell title="CSV upload">
        <p role="status">Loading…</p>
      </Shell>
    );
  }
  if (vendorQuery.error) {
    return (
      <Shell title="CSV upload">
        <div role="alert">
          <p>The page could not be loaded.</p>
          <button type="button" className="btn" onClick={() => void vendorQuery.refetch()}>
            Try again
          </button>
        </div>
      </Shell>
    );
  }
  if (!vendor) {
    return (
      <Shell title="CSV upload">
        <p role="alert">There is no vendor at this address. Check the link you were given.</p>
      </Shell>
    );
  }
  if (!vendor.viewerCanUpload) {
    return (
      <Shell title={`CSV upload · ${vendor.name}`}>
        <p role="alert">
          Your account does not upload listings for {vendor.name}. If it should, ask a Squarely admin to link
          your account to the vendor.
        </p>
      </Shell>
    );
  }
  return <VendorUpload slug={vendor.slug} name={vendor.name} trusted={vendor.trusted === true} />;
}

function Shell({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="container admin-page csv-upload">
      <Head title={title} />
      <h1>{title}</h1>
      {children}
    </div>
  );
}

function VendorUpload({ slug, name, trusted }: { slug: string; name: string; trusted: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  const importId = new URLSearchParams(location.search).get("import")?.slice(0, 64) ?? null;
  // Set by an upload from this page: only then is the import followed live.
  const [liveId, setLiveId] = useState<string | null>(null);
  const base = `/${slug}/csv-upload`;

  return (
    <Shell title={`CSV upload · ${name}`}>
      <p>
        Upload a CSV of {name}’s spaces: one row per space. Rows are matched to a building by its address (or
        buildingId) and to a listing by floor and suite; new ones are created (as office space unless the
        propertyType column says retail or industrial), known ones updated. Good rows are imported even when
        others are refused.
      </p>
      <p>
        A file updates only the spaces {name}’s own files created; a status may be AVAILABLE or UNAVAILABLE.{" "}
        {trusted
          ? "New spaces appear in search at once."
          : "New spaces appear in search once our research team has reviewed them."}
      </p>
      <p>
        <a className="btn btn--small" href={CSV_TEMPLATE_PATH} download>
          Download the template (CSV)
        </a>
      </p>
      {importId ? (
        <ImportProgress
          id={importId}
          live={liveId === importId}
          onAnother={() => {
            setLiveId(null);
            navigate(base);
          }}
        />
      ) : (
        <UploadForm
          slug={slug}
          onUploaded={(id) => {
            setLiveId(id);
            navigate(`${base}?import=${encodeURIComponent(id)}`);
          }}
        />
      )}
    </Shell>
  );
}

function UploadForm({ slug, onUploaded }: { slug: string; onUploaded: (id: string) => void }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!file) {
      setProblem("Choose a CSV file to upload.");
      return;
    }
    setProblem(null);
    setProgress(0);
    const form = new FormData();
    form.append("file", file);
    const answer = await uploadWithProgress(csvUploadPath(slug), form, setProgress);
    setProgress(null);
    if (!answer.ok) {
      setProblem(answer.message);
      return;
    }
    const created = answer.body.csvImport as { id: string } | undefined;
    if (created) onUploaded(created.id);
  }

  const busy = progress !== null;
  const problemId = `${id}-problem`;
  return (
    <form className="csv-upload__form" onSubmit={submit} noValidate aria-label="Upload a CSV file">
      <div className="field">
        <label htmlFor={`${id}-file`}>
          CSV file (at most {formatNumber(CSV_MAX_ROWS)} rows and {CSV_MAX_BYTES / 1024 / 1024} MB)
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setProblem(null);
          }}
          aria-describedby={problem ? problemId : undefined}
          aria-invalid={problem ? true : undefined}
          disabled={busy}
        />
      </div>
      <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy || undefined}>
        {busy ? "Uploading…" : "Upload"}
      </button>
      {busy ? (
        <div className="csv-upload__bar">
          <progress id={`${id}-progress`} max={1} value={progress ?? 0} aria-label="Upload progress" />
          <span role="status">
            {(progress ?? 0) < 1 ? `Uploading ${Math.round((progress ?? 0) * 100)}%` : "Storing the rows…"}
          </span>
        </div>
      ) : null}
      {problem ? (
        <p id={problemId} className="form-notice form-notice--error" role="alert">
          {problem}
          {file ? ` (${file.name} is still chosen.)` : null}
        </p>
      ) : null}
    </form>
  );
}

function ImportProgress({ id, live, onAnother }: { id: string; live: boolean; onAnother: () => void }) {
  const [onlyProblems, setOnlyProblems] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const { data, loading, error, refetch, fetchMore, startPolling, stopPolling } = useQuery(CsvImportQuery, {
    variables: { id, afterLine: null, onlyProblems },
    fetchPolicy: "network-only",
    notifyOnNetworkStatusChange: false,
  });
  const csvImport = data?.csvImport;
  const running = csvImport?.status === "PROCESSING" || csvImport?.status === "RECEIVING";

  useEffect(() => {
    if (live && running) startPolling(CSV_POLL_MS);
    else stopPolling();
    return () => stopPolling();
  }, [live, running, startPolling, stopPolling]);

  if (loading && !data) return <p role="status">Loading the import…</p>;
  if (error) {
    return (
      <div role="alert">
        <p>The import could not be loaded.</p>
        <button type="button" className="btn" onClick={() => void refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (!csvImport) {
    return (
      <div role="alert">
        <p>This import does not exist, or it is not one of this vendor’s.</p>
        <button type="button" className="btn" onClick={onAnother}>
          Upload a file
        </button>
      </div>
    );
  }

  async function more() {
    const after = csvImport?.rows.nextAfterLine;
    if (after === null || after === undefined) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { afterLine: after },
        updateQuery: (prev, { fetchMoreResult }) => {
          if (!prev.csvImport || !fetchMoreResult.csvImport) return prev;
          return {
            csvImport: {
              ...fetchMoreResult.csvImport,
              rows: {
                ...fetchMoreResult.csvImport.rows,
                rows: [...prev.csvImport.rows.rows, ...fetchMoreResult.csvImport.rows.rows],
              },
            },
          };
        },
      });
    } finally {
      setLoadingMore(false);
    }
  }

  const { totalRows, processedRows, failedRows } = csvImport;
  const imported = processedRows - failedRows;
  return (
    <div className="csv-import">
      <h2>{csvImport.filename}</h2>
      {csvImport.status === "FAILED" ? (
        <p className="form-notice form-notice--error" role="alert">
          The file was refused: {csvImport.error ?? "it could not be read."}
        </p>
      ) : (
        <div className="csv-upload__bar">
          <progress max={Math.max(totalRows, 1)} value={processedRows} aria-label="Rows processed" />
          <span>
            {formatNumber(processedRows)} of {plural(totalRows, "row", "rows")} processed
          </span>
        </div>
      )}
      <p role="status" className="csv-import__summary">
        {csvImport.status === "DONE"
          ? `Done: ${plural(imported, "row", "rows")} imported or already up to date, ${plural(failedRows, "row", "rows")} not imported.`
          : running
            ? live
              ? "Importing the rows…"
              : "Still importing. Refresh to see how far it got."
            : null}
      </p>
      <div className="csv-import__actions">
        {running && !live ? (
          <button type="button" className="btn" onClick={() => void refetch()}>
            Refresh
          </button>
        ) : null}
        <button type="button" className="btn" onClick={onAnother}>
          Upload another file
        </button>
      </div>
      {csvImport.status === "FAILED" ? null : (
        <CsvImportReport
          csvImport={csvImport}
          onlyProblems={onlyProblems}
          onOnlyProblems={setOnlyProblems}
          onMore={() => void more()}
          loadingMore={loadingMore}
        />
      )}
    </div>
  );
}
