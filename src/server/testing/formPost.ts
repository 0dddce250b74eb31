import { parseSetCookie, uniqueIp } from "./accountClient";
import type { TestServer } from "./testServer";

/**
 * What a browser sends for a page's `<form method="post">` before (or without) its scripts (issue
 * 14). A URLSearchParams body may repeat a name (ticked checkboxes).
 */
export async function postForm(
  server: TestServer,
  path: string,
  fields: Record<string, string> | URLSearchParams | string,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: server.url,
      "sec-fetch-site": "same-origin",
      "x-forwarded-for": uniqueIp(),
      ...headers,
    },
    body: typeof fields === "string" ? fields : new URLSearchParams(fields).toString(),
  });
  const cookies = res.headers.getSetCookie().map(parseSetCookie);
  return { res, cookies, html: await res.text() };
}

/** The value a server-rendered input holds, by its name. */
export function inputValue(html: string, name: string): string | null {
  const tag = html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0];
  if (!tag) return null;
  return tag.match(/value="([^"]*)"/)?.[1] ?? "";
}
