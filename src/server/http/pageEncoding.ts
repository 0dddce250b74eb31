import { promisify } from "node:util";
import zlib from "node:zlib";

/**
 * Server-rendered pages are compressed here, in one call, not by @fastify/compress's stream: a page
 * is one string, and the stream (an async iterator, a pipe, a chunked answer written in several
 * socket writes) cost about as much again as the compression itself. A page the page cache keeps is
 * compressed once per encoding, not once per visitor. Low levels keep each render's CPU small: a
 * city page of 98 KB takes brotli 3 about 0.8 ms for 15.5 KB (4: 1.3 ms, 14.9 KB), gzip 3 0.7 ms for
 * 17.5 KB (6: 1.5 ms, 15.8 KB). Both run on libuv's thread pool, off the event loop.
 */
export const PAGE_BROTLI_QUALITY = 3;
export const PAGE_GZIP_LEVEL = 3;
/** Smaller answers go as they are (as @fastify/compress's threshold). */
const THRESHOLD = 1024;

export type PageEncoding = "br" | "gzip";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The encoding to answer an Accept-Encoding header with: br, then gzip, honouring q=0 and `*`. */
export function pageEncodingFor(header: string | undefined): PageEncoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(",")) {
    const [token, ...params] = part.split(";");
    const name = token.trim() === "x-gzip" ? "gzip" : token.trim();
    let weight = 1;
    for (const param of params) {
      const q = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(param);
      if (q) weight = Number(q[1]);
    }
    if (name) weights.set(name, weight);
  }
  const of = (name: string) => weights.get(name) ?? weights.get("*") ?? 0;
  const br = of("br");
  const gz = of("gzip");
  if (br > 0 && br >= gz) return "br";
  return gz > 0 ? "gzip" : null;
}

export function encodePage(html: string, encoding: PageEncoding): Promise<Buffer> {
  return encoding === "br"
    ? brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY } })
    : gzip(html, { level: PAGE_GZIP_LEVEL });
}

/**
 * The page as the request accepts it. `keep` (a page the page cache holds) remembers each encoding
 * it was compressed in, for as long as the page itself lives.
 */
export function createPageEncoder() {
  const kept = new WeakMap<object, Map<PageEncoding, Promise<Buffer>>>();
  return (
    headers: Record<string, string | string[] | undefined>,
    html: string,
    keep?: object,
  ): { encoding: PageEncoding; body: Promise<Buffer> } | null => {
    if (html.length < THRESHOLD || headers["x-no-compression"] !== undefined) return null;
    const accept = headers["accept-encoding"];
    const encoding = pageEncodingFor(Array.isArray(accept) ? accept.join(",") : accept);
    if (!encoding) return null;
    if (!keep) return { encoding, body: encodePage(html, encoding) };
    let encodings = kept.get(keep);
    if (!encodings) {
      encodings = new Map();
      kept.set(keep, encodings);
    }
    let body = encodings.get(encoding);
    if (!body) {
      body = encodePage(html, encoding);
      encodings.set(encoding, body);
      const forget = encodings;
      body.catch(() => forget.delete(encoding));
    }
    return { encoding, body };
  };
}
