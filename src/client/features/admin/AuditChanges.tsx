/** One changed field: its name and the value before and after, as the log kept them. */
type ChangeRow = { field: string; before: unknown; after: unknown };

// A save's values sit under `fields` (the importer job's input shape): show those fields themselves.
function flatten(values: unknown): Record<string, unknown> {
  if (!values || typeof values !== "object") return {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values as Record<string, unknown>)) {
    if (key === "fields" && value && typeof value === "object" && !Array.isArray(value))
      Object.assign(out, value);
    else out[key] = value;
  }
  return out;
}

/** Every field either side names, in the order they first appear (before first). */
export function auditChangeRows(before: unknown, after: unknown): ChangeRow[] {
  const b = flatten(before);
  const a = flatten(after);
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields.map((field) => ({ field, before: b[field], after: a[field] }));
}

function shown(value: unknown): string {
  if (value === undefined || value === null || value === "") return "—";
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** Before and after of one audit entry as a small table: field, before, after. */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const rows = auditChangeRows(before, after);
  if (rows.length === 0) return <>—</>;
  return (
    <table className="audit-changes">
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Before</th>
          <th scope="col">After</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.field}>
            <th scope="row">{row.field}</th>
            <td>{shown(row.before)}</td>
            <td>{shown(row.after)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
