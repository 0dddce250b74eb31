import { EXPORT_ROW_LIMIT } from "../../../common/admin/listFilters";
import { formatNumber } from "../../../common/format/numbers";

/** "Download CSV" for an admin list, with its filters (`search`) and the export's row limit. */
export function CsvExportLink({ path, search, what }: { path: string; search: string; what: string }) {
  return (
    <p>
      <a className="btn" href={`${path}${search}`} download>
        Download CSV
      </a>{" "}
      <span className="admin-page__hint">
        With these filters, up to {formatNumber(EXPORT_ROW_LIMIT)} {what}.
      </span>
    </p>
  );
}
