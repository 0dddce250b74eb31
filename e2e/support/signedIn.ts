import fs from "node:fs";
import path from "node:path";
import { type BrowserContext, type Page, request } from "@playwright/test";
import { DEMO_PASSWORD } from "./accounts";
import { appOperation } from "./appOperations";
import { ownShard } from "./shards";

/**
 * Each demo role signs in once per run (e2e/global-setup.ts, through the app's own SignIn operation)
 * and its session is kept in a storage state file. A test that only needs to be signed in takes that
 * session with `signedIn(page, role)` instead of filling the sign-in form again (about 1.5 s each,
 * docs/decisions.md "Stop 28 — the test suite"). Tests of signing in, and tests that end their
 * session (sign out), sign in on the page: ending a stored session would sign every later test out.
 */
export const ROLES = {
  client: "client@squarely.test",
  broker: "broker@squarely.test",
  admin: "admin@squarely.test",
  research: "research@squarely.test",
  vendor: "vendor@squarely.test",
} as const;

export type Role = keyof typeof ROLES;

/** Each worker's server has its own sessions (e2e/support/shards.ts). */
function authDir(shardIndex = ownShard().index): string {
  return `.tmp/e2e-auth-${shardIndex}`;
}

type StoredState = { cookies: Parameters<BrowserContext["addCookies"]>[0] };

function statePath(role: Role, shardIndex?: number): string {
  return path.join(authDir(shardIndex), `${role}.json`);
}

function storedState(role: Role): StoredState | undefined {
  const file = statePath(role);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as StoredState) : undefined;
}

/** Global setup: signs each role in through the API, once per server, and keeps its storage state. */
export async function storeRoleSessions(baseURL: string, shardIndex: number): Promise<void> {
  fs.rmSync(authDir(shardIndex), { recursive: true, force: true });
  fs.mkdirSync(authDir(shardIndex), { recursive: true });
  for (const [role, email] of Object.entries(ROLES) as [Role, string][]) {
    const api = await request.newContext({ baseURL });
    try {
      const answer = await api.post("/graphql", {
        data: appOperation("SignIn", { email, password: DEMO_PASSWORD }),
      });
      const body = (await answer.json()) as { data?: { signIn?: { currentUser?: { email: string } } } };
      if (body.data?.signIn?.currentUser?.email !== email) throw new Error(`${email} did not sign in`);
      await api.storageState({ path: statePath(role, shardIndex) });
    } finally {
      await api.dispose();
    }
  }
}

/** The roles whose stored session the running test took (tests run one at a time per worker). */
const taken = new Set<Role>();

/** Signs the page's browser context in as `role` with the role's stored session. */
export async function signedIn(page: Page, role: Role): Promise<void> {
  const state = storedState(role);
  if (!state) throw new Error(`no stored session for ${role}: e2e/global-setup.ts makes them`);
  taken.add(role);
  await page.context().addCookies(state.cookies);
}

/**
 * After each test (e2e/fixtures.ts): the stored sessions it took must still be signed in. A test that
 * signed one out (or ended it otherwise) fails here, by name, instead of every later test failing.
 */
export async function expectStoredSessionsKept(baseURL: string | undefined): Promise<void> {
  const roles = [...taken];
  taken.clear();
  for (const role of roles) {
    const api = await request.newContext({ baseURL, storageState: statePath(role) });
    try {
      const answer = await api.post("/graphql", { data: appOperation("CurrentUserQuery") });
      const body = (await answer.json()) as { data?: { currentUser?: { email: string } | null } };
      if (body.data?.currentUser?.email !== ROLES[role])
        throw new Error(
          `this test ended the stored ${role} session that later tests use: sign in on the page (signInOnPage) to end a session of its own`,
        );
    } finally {
      await api.dispose();
    }
  }
}
