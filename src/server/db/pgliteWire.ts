import { Buffer } from "node:buffer";
import { messages } from "@electric-sql/pglite";

/**
 * A reader for what PGlite's backend answers to the fast path (protocol 3.0, text format). The
 * messages it sends are PGlite's own (`protocol.serialize`); its own reader (`protocol.Parser`)
 * copies every value into a new buffer before decoding it, which was most of its cost, so the
 * answers are read here, straight from the bytes.
 */

const decoder = new TextDecoder();

export type Field = { name: string; dataTypeID: number };

/** What one exchange answered, in protocol order. */
export type BackendResult = {
  /** ReadyForQuery came: the backend answered the whole exchange. */
  ready: boolean;
  parsed: boolean;
  paramTypes: number[] | null;
  fields: Field[] | null;
  /** Each data row's values as text (null for SQL NULL), in column order. */
  rows: (string | null)[][];
  command: string | null;
  error: InstanceType<typeof messages.DatabaseError> | null;
  notifications: { channel: string; payload: string }[];
};

const ERROR_FIELDS: Record<string, string> = {
  S: "severity",
  C: "code",
  D: "detail",
  H: "hint",
  P: "position",
  p: "internalPosition",
  q: "internalQuery",
  W: "where",
  s: "schema",
  t: "table",
  c: "column",
  d: "dataType",
  n: "constraint",
  F: "file",
  L: "line",
  R: "routine",
};

/** Reads every backend message of one exchange. Unknown messages (notices, status) are skipped. */
export function readBackend(bytes: Uint8Array): BackendResult {
  // Buffer's utf8 slice is V8's fast path; a TextDecoder call per value cost twice as much.
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  const result: BackendResult = {
    ready: false,
    parsed: false,
    paramTypes: null,
    fields: null,
    rows: [],
    command: null,
    error: null,
    notifications: [],
  };
  let at = 0;
  while (at + 5 <= buf.length) {
    const type = buf[at];
    const end = at + 1 + view.getInt32(at + 1);
    let p = at + 5;
    switch (type) {
      case 0x44: {
        // DataRow
        const count = view.getInt16(p);
        p += 2;
        const row = new Array<string | null>(count);
        for (let i = 0; i < count; i++) {
          const length = view.getInt32(p);
          p += 4;
          if (length < 0) row[i] = null;
          else {
            row[i] = buf.toString("utf8", p, p + length);
            p += length;
          }
        }
        result.rows.push(row);
        break;
      }
      case 0x5a: // ReadyForQuery
        result.ready = true;
        break;
      case 0x31: // ParseComplete
        result.parsed = true;
        break;
      case 0x74: {
        // ParameterDescription
        const count = view.getInt16(p);
        p += 2;
        const types: number[] = [];
        for (let i = 0; i < count; i++, p += 4) types.push(view.getInt32(p));
        result.paramTypes = types;
        break;
      }
      case 0x54: {
        // RowDescription
        const count = view.getInt16(p);
        p += 2;
        const fields: Field[] = [];
        for (let i = 0; i < count; i++) {
          const nul = buf.indexOf(0, p);
          const name = decoder.decode(buf.subarray(p, nul));
          p = nul + 1 + 6; // table oid, column number
          fields.push({ name, dataTypeID: view.getInt32(p) });
          p += 4 + 2 + 4 + 2; // type oid, size, modifier, format
        }
        result.fields = fields;
        break;
      }
      case 0x6e: // NoData
        result.fields = [];
        break;
      case 0x43: // CommandComplete
        result.command = decoder.decode(buf.subarray(p, end - 1));
        break;
      case 0x45: // ErrorResponse: the first error counts; later ones follow from it
        result.error ??= readError(buf, p, end);
        break;
      case 0x41: {
        // NotificationResponse
        const channelEnd = buf.indexOf(0, p + 4);
        const payloadEnd = buf.indexOf(0, channelEnd + 1);
        result.notifications.push({
          channel: decoder.decode(buf.subarray(p + 4, channelEnd)),
          payload: decoder.decode(buf.subarray(channelEnd + 1, payloadEnd)),
        });
        break;
      }
    }
    at = end;
  }
  return result;
}

function readError(buf: Uint8Array, from: number, end: number): InstanceType<typeof messages.DatabaseError> {
  const values: Record<string, string> = {};
  let p = from;
  while (p < end && buf[p] !== 0) {
    const code = String.fromCharCode(buf[p]);
    const nul = buf.indexOf(0, p + 1);
    values[code] = decoder.decode(buf.subarray(p + 1, nul));
    p = nul + 1;
  }
  const error = new messages.DatabaseError(values.M ?? "database error", end - from + 4, "error");
  const fields = error as unknown as Record<string, string | undefined>;
  for (const [code, field] of Object.entries(ERROR_FIELDS)) fields[field] = values[code];
  return error;
}
