import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PSF_OUT_OF_RANGE, SEATS_NOT_WHOLE, SIZE_ERROR } from "../../../common/onboarding/stepRules";
import { MONEY_INVALID } from "../../../common/validation/rules";
import { type SetCookie, uniqueEmail } from "../../testing/accountClient";
import { inputValue, postForm as post } from "../../testing/formPost";
import { startTestServer, type TestServer, testBackends } from "../../testing/testServer";

const SECRET = "Onboarding-Secret-42";
const DRAFT = "sq_onboarding";

const draftOf = (cookies: SetCookie[]) => cookies.find((c) => c.name === DRAFT);

/** The page as drawn, without the state it carries for the scripts. */
const rendered = (html: string) => html.slice(0, html.indexOf('id="__SQ_STATE__"'));

/** The text of what describes a field (its hint and its error), by the field's name. */
function descriptionOf(html: string, name: string): string {
  const tag = html.match(new RegExp(`<(?:input|select)[^>]*name="${name}"[^>]*>`))?.[0] ?? "";
  const ids = tag.match(/aria-describedby="([^"]*)"/)?.[1]?.split(" ") ?? [];
  return ids.map((id) => html.match(new RegExp(`id="${id}"[^>]*>([^<]*)<`))?.[1] ?? "").join(" ");
}

/** The text of the error a fieldset (a radio group) points at. */
function groupErrorOf(html: string, legend: string): string {
  const group = html.match(
    new RegExp(`<fieldset[^>]*aria-describedby="([^"]*)"[^>]*><legend[^>]*>${legend}<`),
  );
  return group ? (html.match(new RegExp(`id="${group[1]}"[^>]*>([^<]*)<`))?.[1] ?? "") : "";
}

describe.each(testBackends())("onboarding steps posted without scripts on $name", (backend) => {
  let server: TestServer;
  const logs: string[] = [];
  const places = { newYork: "", houston: "", soho: "", tribeca: "" };

  beforeAll(async () => {
    // The page cache is on, as in production: a page showing a draft must never come from it.
    server = await startTestServer(backend, {
      env: { TRUST_PROXY: "1" },
      pageCacheSeconds: 60,
      onLog: (line: string) => logs.push(line),
    });
    const res = await server.graphql({
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
    await server?.close();
  });

  const page = async (path: string, cookie?: string) => {
    const res = await fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {} });
    return { res, html: await res.text() };
  };

  /** A visitor's first step; answers the Cookie header that names their draft. */
  async function startDraft(seats: string): Promise<string> {
    const size = { _form: "onboardingSize", numEmployees: seats, psfPerEmployee: "150" };
    const { res, cookies } = await post(server, "/profile/size", size);
    expect(res.status).toBe(303);
    return `${DRAFT}=${draftOf(cookies)?.value}`;
  }

  describe("a refused step shows the page again with what was typed and why, next to the field", () => {
    it("size: seats that are not a whole number and too little space per person", async () => {
      const { res, cookies, html } = await post(server, "/profile/size", {
        _form: "onboardingSize",
        numEmployees: "twenty",
        psfPerEmployee: "20",
      });
      expect(res.status).toBe(400);
      expect(inputValue(html, "numEmployees")).toBe("twenty");
      expect(inputValue(html, "psfPerEmployee")).toBe("20");
      expect(descriptionOf(html, "numEmployees")).toContain(SEATS_NOT_WHOLE);
      expect(descriptionOf(html, "psfPerEmployee")).toContain(PSF_OUT_OF_RANGE);
      expect(draftOf(cookies)).toBeUndefined();
    });

    it("size: no seats is the spec's message", async () => {
      const { res, html } = await post(server, "/profile/size", {
        _form: "onboardingSize",
        numEmployees: "",
        psfPerEmployee: "150",
      });
      expect(res.status).toBe(400);
      expect(descriptionOf(html, "numEmployees")).toBe(SIZE_ERROR);
      expect(inputValue(html, "psfPerEmployee")).toBe("150");
    });

    it("location: a city we do not have", async () => {
      const { res, html } = await post(server, "/profile/location", {
        _form: "onboardingLocation",
        marketId: "999999",
      });
      expect(res.status).toBe(400);
      expect(descriptionOf(html, "marketId")).toBe("Choose one of our cities.");
    });

    it("budget: $0 and words are not amounts", async () => {
      const { res, html } = await post(server, "/profile/budget", {
        _form: "onboardingBudget",
        budgetPsf: "0",
        budgetMonthly: "lots",
      });
      expect(res.status).toBe(400);
      expect(inputValue(html, "budgetPsf")).toBe("0");
      expect(inputValue(html, "budgetMonthly")).toBe("lots");
      expect(descriptionOf(html, "budgetPsf")).toBe(MONEY_INVALID);
      expect(descriptionOf(html, "budgetMonthly")).toContain(MONEY_INVALID);
    });

    it("timeframes: a lease term that is not one of ours, the move-in kept", async () => {
      const { res, html } = await post(server, "/profile/timeframes", {
        _form: "onboardingTimeframes",
        leaseTerm: "FOREVER",
        moveInDate: "THREE_TO_SIX_MONTHS",
      });
      expect(res.status).toBe(400);
      expect(groupErrorOf(html, "Lease term")).toBe("Choose a lease term.");
      expect(html).toMatch(/<input[^>]*checked=""[^>]*value="THREE_TO_SIX_MONTHS"/);
    });

    it("results: every bad contact field explained, what was typed kept, never the password", async () => {
      const { res, cookies, html } = await post(server, "/profile/results", {
        _form: "onboardingResults",
        name: "",
        companyName: "Quinn Labs",
        email: "robin@",
        phone: "",
        renterComments: "Near the subway.",
        password: "short",
      });
      expect(res.status).toBe(400);
      expect(descriptionOf(html, "name")).toBe("Enter your name.");
      expect(descriptionOf(html, "email")).toBe("Enter an e-mail address like name@example.com.");
      expect(descriptionOf(html, "password")).toContain("Use at least 8 characters.");
      expect(inputValue(html, "companyName")).toBe("Quinn Labs");
      expect(inputValue(html, "password")).toBe("");
      expect(rendered(html)).toContain("Near the subway.");
      expect(cookies.find((c) => c.name === "sq_session")).toBeUndefined();
    });

    it("a step's form posted to another step's address is not read", async () => {
      const { res } = await post(server, "/profile/budget", {
        _form: "onboardingSize",
        numEmployees: "12",
        psfPerEmployee: "150",
      });
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/profile/budget");
    });
  });

  it("the whole profile through five plain forms: the draft travels in an httpOnly cookie, and the account lands signed in", async () => {
    const email = uniqueEmail("noscript-profile");
    const size = await post(server, "/profile/size", {
      _form: "onboardingSize",
      numEmployees: "20",
      psfPerEmployee: "150",
    });
    expect(size.res.status).toBe(303);
    expect(size.res.headers.get("location")).toBe("/profile/location");
    const draft = draftOf(size.cookies);
    expect(draft?.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(draft?.attributes.get("httponly")).toBe(true);
    expect(draft?.attributes.get("samesite")).toBe("Lax");
    expect(draft?.attributes.get("path")).toBe("/");
    expect(Number(draft?.attributes.get("max-age"))).toBeGreaterThanOrEqual(29 * 24 * 3600);
    const cookie = `${DRAFT}=${draft?.value}`;
    const step = (path: string, fields: Record<string, string> | URLSearchParams) =>
      post(server, path, fields, { cookie });

    // The draft's city (New York, the default) is chosen and its neighbourhoods listed.
    const location = await page("/profile/location", cookie);
    expect(location.res.headers.get("cache-control")).toBe("private, no-store");
    expect(location.html).toContain(`<option value="${places.newYork}" selected="">New York</option>`);
    expect(location.html).toContain(`value="${places.soho}"`);

    // "Show neighbourhoods" saves the city and comes back to the step.
    const houston = await step("/profile/location", {
      _form: "onboardingLocation",
      marketId: places.houston,
      intent: "showNeighborhoods",
    });
    expect(houston.res.status).toBe(303);
    expect(houston.res.headers.get("location")).toBe("/profile/location");
    expect((await page("/profile/location", cookie)).html).toContain("Neighbourhoods in Houston");

    await step("/profile/location", {
      _form: "onboardingLocation",
      marketId: places.newYork,
      intent: "showNeighborhoods",
    });
    const ticked = new URLSearchParams([
      ["_form", "onboardingLocation"],
      ["marketId", places.newYork],
      ["neighborhoodIds", places.soho],
      ["neighborhoodIds", places.tribeca],
    ]);
    const moved = await step("/profile/location", ticked);
    expect(moved.res.headers.get("location")).toBe("/profile/budget");

    // SoHo ($90) and Tribeca ($85): the budget starts at their average, for 3,000 sf.
    const budgetPage = await page("/profile/budget", cookie);
    expect(inputValue(budgetPage.html, "budgetPsf")).toBe("87.50");
    expect(inputValue(budgetPage.html, "budgetMonthly")).toBe("21875");
    // The monthly figure changed, so it wins: 12 × 25,000 / 3,000 = 100 a foot.
    const budget = await step("/profile/budget", {
      _form: "onboardingBudget",
      budgetPsf: "87.50",
      budgetMonthly: "25000",
    });
    expect(budget.res.headers.get("location")).toBe("/profile/timeframes");

    const timeframes = await step("/profile/timeframes", {
      _form: "onboardingTimeframes",
      leaseTerm: "ONE_TO_TWO_YEARS",
      moveInDate: "THREE_TO_SIX_MONTHS",
    });
    expect(timeframes.res.headers.get("location")).toBe("/profile/results");

    const results = await step("/profile/results", {
      _form: "onboardingResults",
      name: "Robin Quinn",
      companyName: "Quinn Labs",
      email,
      phone: "",
      renterComments: "",
      password: SECRET,
    });
    expect(results.res.status).toBe(303);
    expect(results.res.headers.get("location")).toBe("/profile/results");
    const session = results.cookies.find((c) => c.name === "sq_session");
    expect(session?.attributes.get("httponly")).toBe(true);
    expect(draftOf(results.cookies)?.value).toBe("");
    const flash = results.cookies.find((c) => c.name === "sq_flash");

    // Back on the step, signed in, with what the scripted step says once the profile is sent.
    const sent = rendered(
      (await page("/profile/results", `sq_session=${session?.value}; sq_flash=${flash?.value}`)).html,
    );
    expect(sent).toContain("Your profile is with your broker");
    expect(sent).toContain("your broker, has your profile and will be in touch about spaces to tour.");
    expect(sent).toContain(`We sent a link to ${email} to confirm your address.`);
    expect(sent).toContain("Robin Quinn");

    const me = await server.graphql(
      {
        query: `{ currentUser { email latestCampaign { currentActiveRequirements {
          numEmployees maxPsf leaseTerm neighborhoods { name } market { name } } } } }`,
      },
      { cookie: `sq_session=${session?.value}` },
    );
    const { currentUser } = (await me.json()).data;
    expect(currentUser.email).toBe(email);
    expect(currentUser.latestCampaign.currentActiveRequirements).toMatchObject({
      numEmployees: 20,
      maxPsf: 100,
      leaseTerm: "ONE_TO_TWO_YEARS",
      market: { name: "New York" },
    });
    expect(
      currentUser.latestCampaign.currentActiveRequirements.neighborhoods.map((n: { name: string }) => n.name),
    ).toEqual(expect.arrayContaining(["SoHo", "Tribeca"]));
    expect(logs.join("\n")).not.toContain(SECRET);

    // The draft belongs to the account now: its id in the cookie reads nothing.
    expect(inputValue((await page("/profile/size", cookie)).html, "numEmployees")).toBe("");
    const owned = await server.graphql(
      { query: "{ onboardingProfile(onboardingId: null) { onboardingId } }" },
      { cookie },
    );
    expect((await owned.json()).data.onboardingProfile).toBeNull();

    // Changing a step afterwards keeps the completed profile completed (spec section 4).
    const signedIn = { cookie: `sq_session=${session?.value}` };
    const again = await post(
      server,
      "/profile/size",
      { _form: "onboardingSize", numEmployees: "25", psfPerEmployee: "150" },
      signedIn,
    );
    expect(again.res.status).toBe(303);
    const mine = await server.graphql(
      { query: "{ onboardingProfile(onboardingId: null) { phase numEmployees } }" },
      signedIn,
    );
    expect((await mine.json()).data.onboardingProfile).toEqual({ phase: "COMPLETED", numEmployees: 25 });
  });

  it("a page showing a draft is never shared: two visitors each see their own, a visitor without one sees none", async () => {
    const first = await page("/profile/size");
    expect(first.res.headers.get("cache-control")).toMatch(/^public/);
    const seven = await startDraft("7");
    const thirteen = await startDraft("13");
    for (const [cookie, seats] of [
      [seven, "7"],
      [thirteen, "13"],
    ]) {
      const mine = await page("/profile/size", cookie);
      expect(mine.res.headers.get("cache-control")).toBe("private, no-store");
      expect(inputValue(mine.html, "numEmployees")).toBe(seats);
    }
    expect(inputValue((await page("/profile/size")).html, "numEmployees")).toBe("");
  });

  it("a garbage or a stranger's cookie reads nothing, and the next step starts a draft of its own", async () => {
    for (const cookie of [`${DRAFT}=not-a-uuid`, `${DRAFT}=${randomUUID()}`]) {
      expect(inputValue((await page("/profile/size", cookie)).html, "numEmployees")).toBe("");
      const answer = await server.graphql({ query: "{ onboardingProfile { onboardingId } }" }, { cookie });
      expect((await answer.json()).data.onboardingProfile).toBeNull();
      const { cookies } = await post(
        server,
        "/profile/size",
        { _form: "onboardingSize", numEmployees: "4", psfPerEmployee: "150" },
        { cookie },
      );
      const fresh = draftOf(cookies)?.value ?? "";
      expect(fresh).toMatch(/^[0-9a-f-]{36}$/);
      expect(cookie).not.toContain(fresh);
    }
  });

  it("an address that has an account is told so next to the field, with the way to sign in and come back", async () => {
    const cookie = await startDraft("5");
    const { res, html } = await post(
      server,
      "/profile/results",
      {
        _form: "onboardingResults",
        name: "Alex Again",
        companyName: "",
        email: "client@squarely.test",
        phone: "",
        renterComments: "",
        password: SECRET,
      },
      { cookie },
    );
    expect(res.status).toBe(400);
    expect(descriptionOf(html, "email")).toBe("It looks like you already have an account.");
    expect(html).toContain('href="/sign-in?redirectTo=%2Fprofile%2Fresults"');
    expect(html).not.toContain(SECRET);
  });
});
