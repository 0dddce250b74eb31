import { until } from "../cluster/childProcess";
import type { AppName, LocalCluster } from "../cluster/localCluster";
import { graphql, graphqlBody, SEARCH_VARIABLES, searchOk } from "./clusterClient";
import { type RequestRecord, type RequestSpec, startLoad } from "./loadRunner";

/*
 * The cluster test's two faults under load: kill -9 of one app process, and a PostgreSQL restart.
 * Each runs its load, causes the fault, measures, and answers what happened for the test to judge.
 */

/** Reads through the balancer: a cached page, a listing page, a search (the database on every call). */
export function readMix(listingPath: string): (n: number) => RequestSpec {
  return (n) => {
    if (n % 3 === 0) return { kind: "home", method: "GET", path: "/" };
    if (n % 3 === 1) return { kind: "listing", method: "GET", path: listingPath };
    return {
      kind: "search",
      method: "POST",
      path: "/graphql",
      body: graphqlBody("SearchQuery", SEARCH_VARIABLES),
      accept: (text) => searchOk(JSON.parse(text)),
    };
  };
}

/** A contact form message named by its token: a write, and a mail to the contact address. */
export function contactSpec(token: string): RequestSpec {
  const input = {
    kind: "CONTACT",
    name: token,
    email: "visitor@example.com",
    message: "Cluster test message.",
  };
  return {
    kind: "contact",
    tag: token,
    method: "POST",
    path: "/graphql",
    body: graphqlBody("SubmitContactForm", { input }),
    accept: (text) => JSON.parse(text)?.data?.submitContactForm?.ok === true,
  };
}

export type KillResult = {
  records: RequestRecord[];
  /** When the SIGKILL was sent, and when the process was seen gone (its exit). */
  killedAt: number;
  diedAt: number;
  /** From the kill until HAProxy reported app1 DOWN; null: not within 10 s. */
  downMs: number | null;
  downAt: number;
  exitSignal: string | null;
  /** HAProxy reported app1 UP again after it was started again. */
  rejoined: boolean;
  /** From app1's start until then. */
  rejoinMs: number;
};

export async function killUnderLoad(cluster: LocalCluster, listingPath: string): Promise<KillResult> {
  const load = startLoad({
    url: cluster.url,
    concurrency: 8,
    next: readMix(listingPath),
    pauseAfterFailureMs: 50,
  });
  try {
    // Both processes are serving the load before the fault.
    for (const name of ["app1", "app2"] as AppName[])
      await load.waitFor(10, (r) => r.servedBy === name, 20_000);
    const killedAt = performance.now();
    const exit = await cluster.apps.app1.kill("SIGKILL");
    const diedAt = performance.now();
    // What the cluster does is measured, not assumed: a wait that runs out is a finding for the tests.
    const down = await cluster.haproxy.waitForState("app1", "DOWN", 10_000).then(
      () => true,
      () => false,
    );
    const downAt = performance.now();
    await load.waitFor(40, (r) => r.start > downAt, 20_000).catch(() => {});
    const records = await load.stop();
    const restartAt = performance.now();
    await cluster.apps.app1.start();
    const rejoined = await cluster.haproxy.waitForState("app1", "UP", 30_000).then(
      () => true,
      () => false,
    );
    return {
      records,
      killedAt,
      diedAt,
      downMs: down ? downAt - killedAt : null,
      downAt,
      exitSignal: exit?.signal ?? null,
      rejoined,
      rejoinMs: performance.now() - restartAt,
    };
  } finally {
    await load.stop();
  }
}

export type RestartResult = {
  records: RequestRecord[];
  stoppedAt: number;
  upAt: number;
  /** From PostgreSQL accepting connections until each answered a search; null: not within 15 s. */
  recoveryMs: Record<"app1" | "app2" | "balancer", number | null>;
  /** Which processes still run after it (app1, app2, worker, haproxy). */
  alive: Record<string, boolean>;
};

/** A search through `url` that worked: the database answers there. */
async function searches(url: string): Promise<true | undefined> {
  const answer = await graphql(url, "SearchQuery", SEARCH_VARIABLES);
  return answer.status === 200 && searchOk(answer.body) ? true : undefined;
}

export async function restartDatabaseUnderLoad(
  cluster: LocalCluster,
  listingPath: string,
): Promise<RestartResult> {
  const postgres = cluster.postgres;
  if (!postgres) throw new Error("the cluster runs on a PostgreSQL of its own only when it started one");
  const reads = readMix(listingPath);
  const load = startLoad({
    url: cluster.url,
    // Two writes in three: a cut connection inside a transaction is what killed processes (issue 26).
    concurrency: 12,
    pauseAfterFailureMs: 50,
    next: (n) => (n % 3 !== 2 ? contactSpec(`cluster-restart-${n}`) : reads(n)),
  });
  try {
    await load.waitFor(10, (r) => r.kind === "contact" && r.ok, 30_000);
    const stoppedAt = performance.now();
    await postgres.stop();
    // The outage is real for the load: requests needing the database have been answered without it.
    await load.waitFor(5, (r) => !r.ok && r.start > stoppedAt, 15_000);
    await postgres.start();
    const upAt = performance.now();
    const recovered = (url: string) =>
      until(`${url} to serve a search`, () => searches(url), 15_000, 20).then(
        () => performance.now() - upAt,
        () => null,
      );
    const [app1, app2, balancer] = await Promise.all([
      recovered(cluster.apps.app1.url),
      recovered(cluster.apps.app2.url),
      recovered(cluster.url),
    ]);
    await load.waitFor(10, (r) => r.kind === "contact" && r.ok && r.start > upAt, 30_000).catch(() => {});
    const records = await load.stop();
    return {
      records,
      stoppedAt,
      upAt,
      recoveryMs: { app1, app2, balancer },
      alive: {
        app1: cluster.apps.app1.running(),
        app2: cluster.apps.app2.running(),
        worker: cluster.worker.running(),
        haproxy: cluster.haproxy.child.running(),
      },
    };
  } finally {
    await load.stop();
    if (!postgres.running()) await postgres.start();
  }
}

/** The last lines of each app process or worker that has exited, to say why. */
export function exitReports(cluster: LocalCluster): string[] {
  const children = [cluster.apps.app1.child(), cluster.apps.app2.child(), cluster.worker.child()];
  return children
    .filter((child) => child && !child.running())
    .map((child) => `${child?.name} exited; its last lines:\n${child?.tail(15)}`);
}

/** How many mails the SMTP sink received per contact token (from each message's Subject). */
export function mailsPerToken(received: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const message of received) {
    const token = /^Subject: Contact: (cluster-\S+)\s*$/m.exec(message)?.[1];
    if (token) counts.set(token, (counts.get(token) ?? 0) + 1);
  }
  return counts;
}
