import { Buffer } from "node:buffer";
import { messages } from "@electric-sql/pglite";

/**
 * The few PostgreSQL wire-protocol messages the PGlite fast path sends, and a reader for what the
 * backend answers (protocol 3.0, text format). Frontend messages are written into one buffer so a
 * whole exchange (Bind, Execute, Sync) is one call into PGlite's WebAssembly.
 */

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** A frontend message being assembled: its type byte and its body parts. */
type Part = Uint8Array | number | string;

/** The body's parts: strings are written NUL-terminated, numbers as Int16 unless marked 32. */
class MessageWriter {
  private chunks: Uint8Array[] = [];
  private size = 0;

  add(type: number, parts: Part[], int32At: ReadonlySet<number> = NO_INT32): this {
    const encoded: (Uint8Array | null)[] = [];
    let length = 4;
    for (const [i, part] of parts.entries()) {
      if (typeof part === "string") {
        const bytes = encoder.encode(part);
        encoded.push(bytes);
        length += bytes.length + 1;
      } else if (typeof part === "number") {
        encoded.push(null);
        length += int32At.has(i) ? 4 : 2;
      } else {
        encoded.push(part);
        length += part.length;
      }
    }
    const out = new Uint8Array(1 + length);
    const view = new DataView(out.buffer);
    out[0] = type;
    view.setInt32(1, length);
    let at = 5;
    for (const [i, part] of parts.entries()) {
      const bytes = encoded[i];
      if (typeof part === "number") {
        if (int32At.has(i)) view.setInt32(at, part);
        else view.setInt16(at, part);
        at += int32At.has(i) ? 4 : 2;
      } else if (bytes) {
        out.set(bytes, at);
        at += bytes.length;
        if (typeof part === "string") out[at++] = 0;
      }
    }
    this.chunks.push(out);
    this.size += out.length;
    return this;
  }

  toBytes(): Uint8Array {
    return this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks, this.size);
  }
}

const NO_INT32: ReadonlySet<number> = new Set();
const EXECUTE_INT32: ReadonlySet<number> = new Set([1]);

export function frontend(): FrontendMessages {
  return new FrontendMessages();
}

/** Builds one exchange: each method appends a message; `bytes()` answers them as one buffer. */
export class FrontendMessages {
  private writer = new MessageWriter();

  /** Parse a named statement; every parameter's type is left for the server to infer. */
  parse(name: string, text: string): this {
    this.writer.add(0x50, [name, text, 0]);
    return this;
  }

  describeStatement(name: string): this {
    this.writer.add(0x44, [encoder.encode("S"), name]);
    return this;
  }

  /** Bind a statement to the unnamed portal, every value and every result column in text format. */
  bind(name: string, values: (string | Uint8Array | null)[]): this {
    const parts: Part[] = ["", name, 0, values.length];
    const int32At = new Set<number>();
    for (const value of values) {
      if (value === null) {
        int32At.add(parts.length);
        parts.push(-1);
        continue;
      }
      const bytes = typeof value === "string" ? encoder.encode(value) : value;
      int32At.add(parts.length);
      parts.push(bytes.length, bytes);
    }
    parts.push(0);
    this.writer.add(0x42, parts, int32At);
    return this;
  }

  execute(): this {
    this.writer.add(0x45, ["", 0], EXECUTE_INT32);
    return this;
  }

  closeStatement(name: string): this {
    this.writer.add(0x43, [encoder.encode("S"), name]);
    return this;
  }

  sync(): this {
    this.writer.add(0x53, []);
    return this;
  }

  bytes(): Uint8Array {
    return this.writer.toBytes();
  }
}

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
