import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { uniqueEmail } from "../../testing/accountClient";
import { inputValue, postForm as post } from "../../testing/formPost";
import { testBackends } from "../../testing/testServer";
import {
  DRAFT,
  descriptionOf,
  draftOf,
  onboardingPostsWorld,
  rendered,
  SECRET,
} from "./onboardingPostsTestSupport";

describe.each(testBackends())("onboarding steps posted without scripts on $name", (backend) => {
  const { t, logs, places, page, startDraft } = onboardingPostsWorld(backend);

  it("the whole profile through five plain forms: the draft travels in an httpOnly cookie, and the account lands signed in", async () => {
    const email = uniqueEmail("noscript-profile");
    const size = await post(t.server, "/profile/size", {
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
      post(t.server, path, fields, { cookie });

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

    const me = await t.server.graphql(
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
    const owned = await t.server.graphql(
      { query: "{ onboardingProfile(onboardingId: null) { onboardingId } }" },
      { cookie },
    );
    expect((await owned.json()).data.onboardingProfile).toBeNull();

    // Changing a step afterwards keeps the completed profile completed (spec section 4).
    const signedIn = { cookie: `sq_session=${session?.value}` };
    const again = await post(
      t.server,
      "/profile/size",
      { _form: "onboardingSize", numEmployees: "25", psfPerEmployee: "150" },
      signedIn,
    );
    expect(again.res.status).toBe(303);
    const mine = await t.server.graphql(
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
      const answer = await t.server.graphql({ query: "{ onboardingProfile { onboardingId } }" }, { cookie });
      expect((await answer.json()).data.onboardingProfile).toBeNull();
      const { cookies } = await post(
        t.server,
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
      t.server,
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
