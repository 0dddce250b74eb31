import crypto from "node:crypto";
import type { TestServer } from "./testServer";

// biome-ignore lint/suspicious/noExplicitAny: tests read deep JSON answers
export type Json = any;

export const DEMO_PASSWORD = "squarely-demo";

export const SIGN_IN = `mutation SignIn($email: String!, $password: String!) {
  signIn(email: $email, password: $password) {
    currentUser { id email isBroker isRenter confirmed latestCampaign { id uuid } }
    error { code message field }
  } }`;

export const CREATE_ACCOUNT = `mutation CreateAccount($input: CreateAccountInput!) {
  createAccount(input: $input) {
    user { id email firstName lastName phone e164Phone companyName isRenter isBroker confirmed hasPassword }
    error { code message field }
  } }`;

export const CURRENT_USER = `query CurrentUserQuery { currentUser { id email firstName lastName phone e164Phone
  companyName cityOfInterest isBroker isAdmin isRenter isVerified confirmed unconfirmedEmail hasPassword
  marketOfInterest { name } } }`;

/** A parsed Set-Cookie header. */
export type SetCookie = { name: string; value: string; attributes: Map<string, string | true> };

export function parseSetCookie(header: string): SetCookie {
  const [pair, ...rest] = header.split(";").map((s) => s.trim());
  const eq = pair.indexOf("=");
  const attributes = new Map<string, string | true>();
  for (const part of rest) {
    const i = part.indexOf("=");
    attributes.set((i < 0 ? part : part.slice(0, i)).toLowerCase(), i < 0 ? true : part.slice(i + 1));
  }
  return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attributes };
}

/** A unique address per test, so tests never share an account. */
export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${crypto.randomBytes(5).toString("hex")}@example.com`;
}

/** A unique client IP per test (the account test servers trust X-Forwarded-For), so limits never collide. */
export function uniqueIp(): string {
  const b = crypto.randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

/**
 * A browser-like client: it keeps the session cookie the server sets (and drops it when cleared)
 * and posts from its own IP address.
 */
export class AccountClient {
  cookie: string | null = null;
  lastSetCookies: SetCookie[] = [];

  constructor(
    readonly server: TestServer,
    readonly ip: string = uniqueIp(),
  ) {}

  async post(body: unknown): Promise<Json> {
    const res = await this.server.graphql(body, {
      cookie: this.cookie ? `sq_session=${this.cookie}` : undefined,
      headers: { "x-forwarded-for": this.ip },
    });
    this.lastSetCookies = res.headers.getSetCookie().map(parseSetCookie);
    for (const c of this.lastSetCookies.filter((c) => c.name === "sq_session")) {
      const cleared = c.value === "" || c.attributes.get("max-age") === "0";
      this.cookie = cleared ? null : c.value;
    }
    return res.json();
  }

  gql(query: string, variables: Record<string, unknown> = {}): Promise<Json> {
    return this.post({ query, variables });
  }

  async signIn(email: string, password = DEMO_PASSWORD): Promise<Json> {
    const body = await this.gql(SIGN_IN, { email, password });
    return body.data.signIn;
  }

  /** Signs up (and so in) with a fresh address unless one is given; answers the createAccount payload. */
  async createAccount(input: Record<string, unknown> = {}): Promise<Json> {
    const body = await this.gql(CREATE_ACCOUNT, {
      input: {
        firstName: "Casey",
        lastName: "Tester",
        email: uniqueEmail("new"),
        password: "a-fine-password-42",
        companyName: "Tester & Co",
        ...input,
      },
    });
    return body.data.createAccount;
  }

  async currentUser(): Promise<Json> {
    return (await this.gql(CURRENT_USER)).data.currentUser;
  }
}

/** Mail written to the outbox for an address, newest first. */
export async function outboxFor(
  server: TestServer,
  to: string,
): Promise<{ subject: string; text: string; html: string; kind: string }[]> {
  const { rows } = await server.database.query<{ subject: string; text: string; html: string; kind: string }>(
    'select subject, text, html, kind from email_outbox where lower("to") = lower($1) order by id desc',
    [to],
  );
  return rows;
}

/** The token of the newest link to `path` in mail to `to` (read from the text part, as a person would). */
export async function tokenFromMail(server: TestServer, to: string, pattern: RegExp): Promise<string> {
  for (const mail of await outboxFor(server, to)) {
    const match = mail.text.match(pattern);
    if (match) return match[1];
  }
  throw new Error(`no mail to ${to} matching ${pattern}`);
}

export const RESET_LINK = /\/change-password\?token=([A-Za-z0-9_-]+)/;
export const CONFIRM_LINK = /\/confirm-account\/([A-Za-z0-9_-]+)(?:\s|$)/;
export const CHANGE_EMAIL_LINK = /\/confirm-account\/([A-Za-z0-9_-]+)\/true/;

/**
 * Rate limits use fixed windows; a test that counts attempts waits out the last seconds of a window,
 * so its attempts never straddle two windows.
 */
export async function awayFromWindowEdge(windowMs: number, marginMs = 5000): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

export const FIFTEEN_MINUTES = 15 * 60 * 1000;
export const ONE_HOUR = 60 * 60 * 1000;
