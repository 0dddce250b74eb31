import { afterAll, beforeAll, expect } from "vitest";
import type { SetCookie } from "../../testing/accountClient";
import { postForm as post } from "../../testing/formPost";
import { type Backend, startTestServer, type TestServer } from "../../testing/testServer";

/* What the tests of the onboarding steps posted without scripts share. */

export const SECRET = "Onboarding-Secret-42";
export const DRAFT = "sq_onboarding";

export const draftOf = (cookies: SetCookie[]) => cookies.find((c) => c.name === DRAFT);

/** The page as drawn, without the state it carries for the scripts. */
export const rendered = (html: string) => html.slice(0, html.indexOf('id="__SQ_STATE__"'));

/** The text of what describes a field (its hint and its error), by the field's name. */
export function descriptionOf(html: string, name: string): string {
  const tag = html.match(new RegExp(`<(?:input|select)[^>]*name="${name}"[^>]*>`))?.[0] ?? "";
  const ids = tag.match(/aria-describedby="([^"]*)"/)?.[1]?.split(" ") ?? [];
  return ids.map((id) => html.match(new RegExp(`id="${id}"[^>]*>([^<]*)<`))?.[1] ?? "").join(" ");
}

/** The text of the error a fieldset (a radio group) points at. */
export function groupErrorOf(html: string, legend: string): string {
  const group = html.match(
    new RegExp(`<fieldset[^>]*aria-describedby="([^"]*)"[^>]*><legend[^>]*>${legend}<`),
  );
  return group ? (html.match(new RegExp(`id="${group[1]}"[^>]*>([^<]*)<`))?.[1] ?? "") : "";
}

/** A server with the page cache on, the market and neighbourhood ids the steps post, and helpers. */
export function onboardingPostsWorld(backend: Backend) {
  const t = {} as { server: TestServer };
  const logs: string[] = [];
  const places = { newYork: "", houston: "", soho: "", tribeca: "" };

  beforeAll(async () => {
    // The page cache is on, as in production: a page showing a draft must never come from it.
    t.server = await startTestServer(backend, {
      env: { TRUST_PROXY: "1" },
      pageCacheSeconds: 60,
      onLog: (line: string) => logs.push(line),
    });
    const res = await t.server.graphql({
      query: `{ markets { id name } market(state: "ny", slug: "new-york") { neighborhoods { id name } } }`,
    });
    const { data } = await res.json();
    const market = (name: string) => data.markets.find((m: { name: string }) => m.name === name).id;
    const hood = (name: string) =>
      data.market.neighborhoods.find((n: { name: string }) => n.name === name).id;
    Object.assign(places, {
      newYork: market("New York"),
      houston: market("Houston"),
      soho: hood("SoHo"),
      tribeca: hood("Tribeca"),
    });
  });
  afterAll(async () => {
    await t.server?.close();
  });

  const page = async (path: string, cookie?: string) => {
    const res = await fetch(`${t.server.url}${path}`, { headers: cookie ? { cookie } : {} });
    return { res, html: await res.text() };
  };

  /** A visitor's first step; answers the Cookie header that names their draft. */
  async function startDraft(seats: string): Promise<string> {
    const size = { _form: "onboardingSize", numEmployees: seats, psfPerEmployee: "150" };
    const { res, cookies } = await post(t.server, "/profile/size", size);
    expect(res.status).toBe(303);
    return `${DRAFT}=${draftOf(cookies)?.value}`;
  }

  return { t, logs, places, page, startDraft };
}
