import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Json } from "../../testing/accountClient";
import { sessionCookieFor } from "../../testing/sessions";
import { startTestServer, type TestServer, testBackends } from "../../testing/testServer";

const LIST = `query CampaignList($input: CampaignListInput) {
  campaigns(input: $input) {
    totalCount
    campaigns {
      id uuid displayName identifier marketName listingCount lastActivityAt createdAt
      client { id displayName companyName }
      broker { id displayName }
      stageCounts { stage count }
      currentActiveRequirements { numEmployees neighborhoods { name } }
    }
  } }`;

type Row = { id: number; client_email: string | null; broker_email: string | null };

describe.each(testBackends())("the campaign list on $name", (backend) => {
  let server: TestServer;
  const cookie: Record<string, string> = {};
  let rows: Row[];

  beforeAll(async () => {
    server = await startTestServer(backend);
    rows = (
      await server.database.query<Row>(
        `select c.id, cu.email as client_email, bu.email as broker_email from campaigns c
         left join users cu on cu.id = c.client_id left join users bu on bu.id = c.broker_id
         where c.archived_at is null order by c.id`,
      )
    ).rows;
    for (const who of ["client", "broker", "admin", "research"]) {
      cookie[who] = await sessionCookieFor(server.database, `${who}@squarely.test`);
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  async function list(input: Record<string, unknown> | undefined, who?: string): Promise<Json> {
    const res = await server.graphql(
      { query: LIST, variables: { input } },
      { cookie: who ? cookie[who] : undefined },
    );
    expect(res.status).toBe(200);
    return res.json();
  }
  const idsOf = (body: Json) =>
    body.data.campaigns.campaigns.map((c: Json) => Number(c.id)).sort((a: number, b: number) => a - b);
  const expected = (predicate: (r: Row) => boolean) => rows.filter(predicate).map((r) => r.id);

  it("refuses a visitor (UNAUTHENTICATED)", async () => {
    const body = await list(undefined);
    expect(body.errors[0].extensions.code).toBe("UNAUTHENTICATED");
  });

  it("gives a client exactly their own open campaigns, with the broker who runs them", async () => {
    const body = await list({ limit: 50 }, "client");
    expect(body.errors).toBeUndefined();
    const mine = expected((r) => r.client_email === "client@squarely.test");
    expect(mine.length).toBeGreaterThan(0);
    expect(idsOf(body)).toEqual(mine);
    expect(body.data.campaigns.totalCount).toBe(mine.length);
    const acme = body.data.campaigns.campaigns.find((c: Json) => c.displayName === "Acme Robotics");
    expect(acme.client.displayName).toBe("Alex Rivera");
    expect(acme.broker.displayName).toBe("Jamie Chen");
  });

  it("gives a broker the campaigns they run and nobody else's; an admin who is a broker theirs unless asking for everyone", async () => {
    const broker = await list({ limit: 50 }, "broker");
    expect(idsOf(broker)).toEqual(expected((r) => r.broker_email === "broker@squarely.test"));
    const adminOwn = await list({ limit: 50 }, "admin");
    expect(idsOf(adminOwn)).toEqual(
      expected((r) => r.broker_email === "admin@squarely.test" || r.client_email === "admin@squarely.test"),
    );
    const everyone = await list({ limit: 50, everyone: true }, "admin");
    expect(idsOf(everyone)).toEqual(rows.map((r) => r.id));
  });

  it("refuses everyone's campaigns to anyone but an admin (FORBIDDEN), and gives research staff none of their own", async () => {
    for (const who of ["client", "broker", "research"]) {
      const body = await list({ everyone: true }, who);
      expect(body.errors[0].extensions.code).toBe("FORBIDDEN");
      expect(body.data).toBeNull();
    }
    const research = await list({}, "research");
    expect(research.data.campaigns).toEqual({ totalCount: 0, campaigns: [] });
  });

  it("counts listings per stage, and they add up to the listing count", async () => {
    const body = await list({ limit: 50 }, "broker");
    for (const c of body.data.campaigns.campaigns) {
      const { rows: db } = await server.database.query<{ stage: string; n: number }>(
        "select stage::text, count(*)::int as n from campaign_listings where campaign_id = $1 group by stage",
        [Number(c.id)],
      );
      const byStage = (a: { stage: string }, b: { stage: string }) => (a.stage < b.stage ? -1 : 1);
      expect([...c.stageCounts].sort(byStage)).toEqual(
        db.map((r) => ({ stage: r.stage, count: r.n })).sort(byStage),
      );
      expect(c.listingCount).toBe(db.reduce((n, r) => n + r.n, 0));
    }
  });

  it("searches by campaign name or client, where % and _ match only themselves", async () => {
    const byName = await list({ search: "acme" }, "broker");
    expect(byName.data.campaigns.campaigns.length).toBeGreaterThan(0);
    for (const c of byName.data.campaigns.campaigns) expect(c.displayName.toLowerCase()).toContain("acme");
    const byClient = await list({ search: "Alex Rivera" }, "broker");
    expect(byClient.data.campaigns.totalCount).toBe(
      expected((r) => r.client_email === "client@squarely.test" && r.broker_email === "broker@squarely.test")
        .length,
    );
    const wildcard = await list({ search: "%" }, "broker");
    expect(wildcard.data.campaigns.totalCount).toBe(0);
  });

  it("filters by stage, sorts by name and pages with a true total", async () => {
    const { rows: withOffers } = await server.database.query<{ id: number }>(
      `select distinct c.id from campaigns c join campaign_listings cl on cl.campaign_id = c.id
       join users b on b.id = c.broker_id
       where b.email = 'broker@squarely.test' and cl.stage = 'TOURED' and c.archived_at is null order by c.id`,
    );
    const toured = await list({ stage: "TOURED", limit: 50 }, "broker");
    expect(idsOf(toured)).toEqual(withOffers.map((r) => r.id));

    const byName = await list({ sort: "NAME", limit: 50 }, "broker");
    const names = byName.data.campaigns.campaigns.map((c: Json) => c.displayName.toLowerCase());
    expect(names).toEqual([...names].sort());

    const all = byName.data.campaigns.totalCount;
    const first = await list({ sort: "NAME", limit: 1 }, "broker");
    const second = await list({ sort: "NAME", limit: 1, offset: 1 }, "broker");
    expect(first.data.campaigns.totalCount).toBe(all);
    expect(first.data.campaigns.campaigns[0].id).toBe(byName.data.campaigns.campaigns[0].id);
    expect(second.data.campaigns.campaigns[0].id).toBe(byName.data.campaigns.campaigns[1].id);
  });

  it("refuses an unbounded page or search with BAD_USER_INPUT", async () => {
    for (const input of [{ limit: 51 }, { limit: 0 }, { offset: -1 }, { search: "x".repeat(101) }]) {
      const body = await list(input, "broker");
      expect(body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    }
  });
});
