import manifest from "../../src/client/gql/persisted-documents.json";

/*
 * Requests as the app's own browser code sends them, to the balancer or one process: GraphQL as
 * trusted documents (the production build runs only the manifest's operations, by hash), a server
 * chosen with HAProxy's SERVERID cookie.
 */

const documents: Record<string, string> = manifest;

/** The manifest hash of the app's operation named `name` (e.g. "SignIn"). */
export function documentHash(name: string): string {
  const pattern = new RegExp(`\\b(query|mutation) ${name}\\b`);
  const hash = Object.keys(documents).find((key) => pattern.test(documents[key]));
  if (!hash) throw new Error(`no trusted document named ${name}`);
  return hash;
}

export type GraphqlAnswer = { status: number; servedBy: string | null; body: Record<string, unknown> | null };

/** One operation; `cookies` are sent as they are (a session, SERVERID=app2 to pick a server). */
export async function graphql(
  url: string,
  operationName: string,
  variables: Record<string, unknown>,
  cookies: string[] = [],
): Promise<GraphqlAnswer & { setCookies: string[] }> {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(cookies.length ? { cookie: cookies.join("; ") } : {}),
    },
    body: graphqlBody(operationName, variables),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  let body: Record<string, unknown> | null = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  return {
    status: res.status,
    servedBy: res.headers.get("x-served-by"),
    body,
    setCookies: res.headers.getSetCookie(),
  };
}

export function graphqlBody(operationName: string, variables: Record<string, unknown>): string {
  return JSON.stringify({
    operationName,
    variables,
    extensions: { persistedQuery: { version: 1, sha256Hash: documentHash(operationName) } },
  });
}

/** Signs a demo account in through `url` and answers its session cookie ("sq_session=…"). */
export async function signIn(url: string, email: string, cookies: string[] = []): Promise<string> {
  const answer = await graphql(url, "SignIn", { email, password: "squarely-demo" }, cookies);
  const session = answer.setCookies.find((c) => c.startsWith("sq_session="));
  if (!session)
    throw new Error(`sign-in of ${email} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return session.split(";")[0];
}

/** A search as the city page runs it: hits the database on every call (and counts against the IP). */
export const SEARCH_VARIABLES = { input: { state: "ny", citySlug: "new-york", limit: 6 } };

export function searchOk(body: Record<string, unknown> | null): boolean {
  const data = body?.data as { search?: { totalCount?: number } } | undefined;
  return typeof data?.search?.totalCount === "number" && !body?.errors;
}
