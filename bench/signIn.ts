import { pathToFileURL } from "node:url";
import { startServer } from "./serverProcess";

/**
 * Sign-in benchmark (issue 3): latency of sequential signIn mutations against the production build
 * (argon2id at m=19 MiB, t=2, p=1 dominates), the same for unknown addresses (which must cost about
 * as much: a dummy hash is checked), and that a 2000-operation batch of anonymous CurrentUserQuery
 * completes. The per-IP sign-in limit is raised for the run; every attempt comes from 127.0.0.1.
 */
const DEMO_ACCOUNTS = [
  "client@squarely.test",
  "broker@squarely.test",
  "admin@squarely.test",
  "research@squarely.test",
];
const SIGN_IN = `mutation SignIn($email: String!, $password: String!) {
  signIn(email: $email, password: $password) { currentUser { id isBroker } error { code } } }`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summary(ms: number[]): string {
  const sorted = [...ms].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms  p99 ${percentile(sorted, 99).toFixed(1)} ms  max ${sorted[sorted.length - 1].toFixed(1)} ms`;
}

async function post(url: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return res.json();
}

async function timedSignIn(url: string, email: string, password: string, expectCode: string | null) {
  const started = performance.now();
  const body = (await post(url, { query: SIGN_IN, variables: { email, password } })) as {
    data: { signIn: { error: { code: string } | null } };
  };
  const elapsed = performance.now() - started;
  const code = body.data.signIn.error?.code ?? null;
  if (code !== expectCode) throw new Error(`sign-in as ${email}: expected ${expectCode}, got ${code}`);
  return elapsed;
}

export async function benchSignIn(options: { port: number; dataDir: string; count?: number }) {
  const count = options.count ?? 200;
  const server = await startServer({ ...options, env: { SIGN_IN_IP_LIMIT: "1000000" } });
  try {
    // Warm-up: JIT, the dummy hash, connection setup.
    for (const email of DEMO_ACCOUNTS) await timedSignIn(server.url, email, "squarely-demo", null);
    await timedSignIn(server.url, "warm-up@example.com", "not-the-password", "INVALID_CREDENTIALS");

    const ok: number[] = [];
    for (let i = 0; i < count; i++) {
      ok.push(await timedSignIn(server.url, DEMO_ACCOUNTS[i % DEMO_ACCOUNTS.length], "squarely-demo", null));
    }
    console.log(`signIn, correct password (${count} sequential)  ${summary(ok)}`);

    // Unique unknown addresses, so the per-account limit never trips.
    const unknown: number[] = [];
    for (let i = 0; i < 50; i++) {
      const email = `bench-${Date.now()}-${i}@example.com`;
      unknown.push(await timedSignIn(server.url, email, "not-the-password", "INVALID_CREDENTIALS"));
    }
    console.log(`signIn, unknown address (50 sequential)    ${summary(unknown)}`);

    const op = {
      operationName: "CurrentUserQuery",
      query: "query CurrentUserQuery { currentUser { id email displayName isBroker } }",
      variables: {},
    };
    const started = performance.now();
    const results = (await post(
      server.url,
      Array.from({ length: 2000 }, () => op),
    )) as { data: { currentUser: null } }[];
    const elapsed = performance.now() - started;
    const complete = results.length === 2000 && results.every((r) => r.data && r.data.currentUser === null);
    console.log(
      `2000-operation anonymous CurrentUserQuery batch: ${complete ? "completed" : "INCOMPLETE"} in ${elapsed.toFixed(0)} ms`,
    );
    if (!complete) throw new Error("the 2000-operation batch did not complete");
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await benchSignIn({ port: 4301, dataDir: ".bench/data" });
}
