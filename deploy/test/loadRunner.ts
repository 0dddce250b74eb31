/*
 * A steady load of mixed requests, every one recorded (start, end, status, which server answered),
 * so a test can say which requests failed and when, relative to a fault it caused.
 */

export type RequestSpec = {
  kind: string;
  method: "GET" | "POST";
  path: string;
  body?: string;
  /** Tells a good answer from a bad one beyond its status (a GraphQL error answers 200). */
  accept?: (text: string) => boolean;
  /** Anything the test wants back with the record (a contact form's token). */
  tag?: string;
};

export type RequestRecord = {
  kind: string;
  tag?: string;
  start: number;
  end: number;
  /** 0 when no HTTP answer came (connection refused or reset, timeout). */
  status: number;
  ok: boolean;
  servedBy: string | null;
  retryAfter: string | null;
  error?: string;
};

export type Load = {
  records: RequestRecord[];
  /** Resolves once `count` more requests matching `filter` have ended after the call. */
  waitFor(count: number, filter: (r: RequestRecord) => boolean, timeoutMs: number): Promise<void>;
  stop(): Promise<RequestRecord[]>;
};

/** `concurrency` loops, each sending `next()`'s request as soon as its previous one ended. */
export function startLoad(options: {
  url: string;
  concurrency: number;
  next: (n: number) => RequestSpec;
  timeoutMs?: number;
  /**
   * A loop whose request failed waits this long before its next one, as a client backing off would:
   * when everything fails at once, the records stay a load and not thousands of instant refusals.
   */
  pauseAfterFailureMs?: number;
}): Load {
  const records: RequestRecord[] = [];
  const listeners = new Set<() => void>();
  let stopped = false;
  let sent = 0;

  const one = async (spec: RequestSpec) => {
    const start = performance.now();
    let record: RequestRecord;
    try {
      const res = await fetch(options.url + spec.path, {
        method: spec.method,
        headers: spec.body ? { "content-type": "application/json" } : {},
        body: spec.body,
        redirect: "manual",
        signal: AbortSignal.timeout(options.timeoutMs ?? 40_000),
      });
      const text = await res.text();
      const good = res.status >= 200 && res.status < 400 && (spec.accept?.(text) ?? true);
      record = {
        kind: spec.kind,
        tag: spec.tag,
        start,
        end: performance.now(),
        status: res.status,
        ok: good,
        servedBy: res.headers.get("x-served-by"),
        retryAfter: res.headers.get("retry-after"),
        error: good ? undefined : text.slice(0, 200),
      };
    } catch (error) {
      record = {
        kind: spec.kind,
        tag: spec.tag,
        start,
        end: performance.now(),
        status: 0,
        ok: false,
        servedBy: null,
        retryAfter: null,
        error: error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : String(error),
      };
    }
    records.push(record);
    for (const listener of listeners) listener();
    if (!record.ok && options.pauseAfterFailureMs) {
      await new Promise((resolve) => setTimeout(resolve, options.pauseAfterFailureMs));
    }
  };

  const loops = Array.from({ length: options.concurrency }, async () => {
    while (!stopped) await one(options.next(sent++));
  });

  return {
    records,
    waitFor(count, filter, timeoutMs) {
      const from = records.length;
      return new Promise((resolve, reject) => {
        const check = () => {
          if (records.slice(from).filter(filter).length < count) return;
          cleanup();
          resolve();
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`load: fewer than ${count} matching requests ended within ${timeoutMs} ms`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        check();
      });
    },
    async stop() {
      stopped = true;
      await Promise.all(loops);
      return records;
    },
  };
}
