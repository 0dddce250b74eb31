import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calculatorSearch } from "../../client/features/spaceCalculator/calculatorSearch";
import { formatCurrency, formatThousands } from "../../common/format/numbers";
import { averagePricePerFoot, calculateSpace, estimateRent } from "../../common/spaceCalculator";
import { DEFAULT_SPACE_FORM, parseSpaceForm } from "../../common/spaceCalculatorInput";
import { startTestServer, type TestServer, testBackends } from "../testing/testServer";

const backend = testBackends()[0];

/** The Smart Tools pages are public SEO pages: their content, with data, is in the server's HTML. */
describe("Smart Tools pages, server-rendered", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function html(path: string): Promise<string> {
    const res = await fetch(`${server.url}${path}`);
    expect(res.status).toBe(200);
    // React separates adjacent text nodes with <!-- --> markers.
    return (await res.text()).replaceAll("<!-- -->", "");
  }

  it("renders the space calculator with its answer, rent and search hand-off", async () => {
    const page = await html("/office-space-calculator");
    expect(page).toContain(
      "<title>Office space calculator: how much space does your team need? | Squarely</title>",
    );
    expect(page).toMatch(/<meta name="description" content="Work out the usable and rentable square feet/);
    expect(page).toContain('<link rel="canonical" href="');
    expect(page).toContain("Office space calculator</h1>");
    expect(page).not.toContain("not available yet");

    const outcome = parseSpaceForm(DEFAULT_SPACE_FORM);
    if (!outcome.ok) throw new Error("defaults must be valid");
    const result = calculateSpace(outcome.inputs);
    expect(page).toContain(`${formatThousands(result.rentableSquareFeet)} SF`);

    const { rows } = await server.database.query<{ price: number | null }>(
      `select n.yearly_price_per_foot::float as price from neighborhoods n join markets m on m.id = n.market_id
       where m.slug = 'new-york' and m.state = 'ny'`,
    );
    const rent = estimateRent(result.rentableSquareFeet, averagePricePerFoot(rows.map((r) => r.price)));
    expect(rent).not.toBeNull();
    expect(page).toContain(formatCurrency(rent?.monthlyRent ?? 0));
    // The hand-off searches the team-size rule's range around the figure shown (issue 25).
    const handOff = calculatorSearch(
      { state: "ny", citySlug: "new-york", neighborhood: null },
      result.rentableSquareFeet,
    );
    expect(handOff).not.toBeNull();
    expect(page).toContain(`href="${(handOff?.href ?? "").replaceAll("&", "&amp;")}"`);
  });

  it("renders the commute calculator with the method in use", async () => {
    const page = await html("/commutes");
    expect(page).toContain(
      "<title>Commute calculator: compare office locations for your team | Squarely</title>",
    );
    expect(page).toContain("Commute calculator</h1>");
    expect(page).toContain("How we estimate commutes");
    expect(page).toContain("straight-line distance");
    expect(page).toContain("15 mph");
  });
});
