import { execFileSync } from "node:child_process";
import fs from "node:fs";
import type autocannon from "autocannon";
import { graphqlBody } from "../deploy/test/clusterClient";
import type { MarketDirectory } from "../src/server/services/marketDirectory";
import { searchMix } from "./searchMix";

/*
 * The cluster benchmark's mixed load and its measures: what visitors ask of the site (searches
 * through GraphQL, city pages, listing pages, the home page), and the CPU time each process spent.
 */

/** Ten requests' worth of a visit, repeated: 4 searches, 3 city pages, 2 listing pages, 1 home page. */
export function visitorMix(
  directory: MarketDirectory,
  listingPaths: string[],
  count = 400,
): autocannon.Request[] {
  const inputs = searchMix(directory, count);
  const requests: autocannon.Request[] = [];
  for (let i = 0; i < count; i++) {
    const input = inputs[i] as { state: string; citySlug: string; neighborhoods: string[]; page: number };
    const slot = i % 10;
    if (slot < 4) {
      requests.push({
        method: "POST",
        path: "/graphql",
        headers: { "content-type": "application/json" },
        body: graphqlBody("SearchQuery", { input }),
      });
    } else if (slot < 7) {
      const hood = input.neighborhoods[0] ? `/${input.neighborhoods[0]}` : "";
      const page = input.page > 1 ? `?page_number=${input.page}` : "";
      requests.push({ method: "GET", path: `/office-space/${input.state}/${input.citySlug}${hood}${page}` });
    } else if (slot < 9) {
      requests.push({ method: "GET", path: listingPaths[i % listingPaths.length] });
    } else {
      requests.push({ method: "GET", path: "/" });
    }
  }
  return requests;
}

/** One autocannon request slot that walks the whole mix, shared by every connection. */
export function rotating(mix: autocannon.Request[]): autocannon.Request[] {
  let next = 0;
  return [{ setupRequest: (request) => ({ ...request, ...mix[next++ % mix.length] }) }];
}

const TICKS_PER_SECOND = Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;

/** CPU seconds (user + system) a process has used so far, from /proc/{pid}/stat. */
export function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name (which may hold spaces), from field 3 on.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/**
 * A process, its children that have ended (cutime, cstime) and those running now: PostgreSQL's
 * postmaster and its backends.
 */
export function processTreeCpuSeconds(root: number): number {
  const stat = fs.readFileSync(`/proc/${root}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  let total = cpuSeconds(root) + (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === root) total += cpuSeconds(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/** Each server of the backend: responses it has sent so far, and requests it holds now. */
export function serverStats(statCsv: string): Map<string, { responses: number; current: number }> {
  const [header, ...rows] = statCsv.replace(/^# /, "").trim().split("\n");
  const columns = header.split(",");
  const at = (name: string) => columns.indexOf(name);
  const stats = new Map<string, { responses: number; current: number }>();
  for (const row of rows) {
    const cells = row.split(",");
    if (cells[at("pxname")] !== "squarely" || cells[at("svname")] === "BACKEND") continue;
    const responses = ["hrsp_1xx", "hrsp_2xx", "hrsp_3xx", "hrsp_4xx", "hrsp_5xx", "hrsp_other"].reduce(
      (n, column) => n + Number(cells[at(column)] || 0),
      0,
    );
    stats.set(cells[at("svname")], { responses, current: Number(cells[at("scur")] || 0) });
  }
  return stats;
}
