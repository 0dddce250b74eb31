import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onboardingProfiles } from "../../db/schema/onboarding";
import { AccountClient, uniqueEmail } from "../../testing/accountClient";
import { startTestServer, type TestServer, testBackends } from "../../testing/testServer";
import { neighborhoodId, profileInput, READ, save } from "./onboardingTestSupport";

describe.each(testBackends())("saveOnboardingProfile and onboardingProfile on $name", (backend) => {
  let server: TestServer;
  let soho: string;
  let montrose: string;
  beforeAll(async () => {
    server = await startTestServer(backend, { env: { TRUST_PROXY: "1" } });
    soho = await neighborhoodId(server, "New York", "SoHo");
    montrose = await neighborhoodId(server, "Houston", "Montrose");
  });
  afterAll(async () => {
    await server?.close();
  });

  it("gives a visitor an onboardingId, then updates that same profile", async () => {
    const visitor = new AccountClient(server);
    const first = (
      await save(visitor, profileInput({ lastActiveScreenIndex: 1, budgetPsf: null, budgetMonthly: null }))
    ).data.saveOnboardingProfile;
    expect(first.error).toBeNull();
    const { onboardingId } = first.profile;
    expect(onboardingId).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.profile).toMatchObject({
      city: "New York",
      market: { name: "New York" },
      numEmployees: 20,
      totalSquareFeet: 3000,
      budgetPsf: null,
      budgetMonthly: null,
      phone: "(646) 555-0177",
    });
    // A skipped budget is stored as no budget at all, not as a made-up number.
    const [row] = await server.database.db
      .select({ budgetPsf: onboardingProfiles.budgetPsf, budgetMonthly: onboardingProfiles.budgetMonthly })
      .from(onboardingProfiles)
      .where(eq(onboardingProfiles.onboardingId, onboardingId));
    expect(row).toEqual({ budgetPsf: null, budgetMonthly: null });

    const second = (
      await save(
        visitor,
        profileInput({ onboardingId, lastActiveScreenIndex: 0, numEmployees: 30, neighborhoodIds: [soho] }),
      )
    ).data.saveOnboardingProfile;
    expect(second.profile).toMatchObject({
      onboardingId,
      // The furthest step only grows.
      lastActiveScreenIndex: 1,
      numEmployees: 30,
      // Worked out on the server, whatever the browser says.
      totalSquareFeet: 4500,
      budgetPsf: 60,
      neighborhoods: [{ name: "SoHo" }],
    });
    const { rows } = await server.database.query<{ n: number }>(
      "select count(*)::int as n from onboarding_profiles where onboarding_id = $1",
      [onboardingId],
    );
    expect(rows[0].n).toBe(1);

    const read = await visitor.gql(READ, { onboardingId });
    expect(read.data.onboardingProfile).toMatchObject({ onboardingId, numEmployees: 30 });
  });

  it("completes a budget given in one unit with the spec's formulas", async () => {
    const visitor = new AccountClient(server);
    const monthlyOnly = (await save(visitor, profileInput({ budgetPsf: null, budgetMonthly: 10130 }))).data
      .saveOnboardingProfile;
    // 12 × 10,130 / 3,000 = 40.52 → 41
    expect(monthlyOnly.profile).toMatchObject({ budgetPsf: 41, budgetMonthly: 10130 });
    const psfOnly = (
      await save(visitor, profileInput({ budgetPsf: 55, budgetMonthly: null, numEmployees: 7 }))
    ).data.saveOnboardingProfile;
    // 55 × 1,050 / 12 = 4,812.5 → 4,813
    expect(psfOnly.profile).toMatchObject({ budgetPsf: 55, budgetMonthly: 4813 });
  });

  it.each([
    ["no seats", { numEmployees: 0 }, "numEmployees", "Please enter a value to continue."],
    ["an unknown market", { marketId: "999999" }, "city", "Choose one of our cities."],
    [
      "a neighbourhood of another market",
      { neighborhoodIds: ["MONTROSE"] },
      "neighborhoodIds",
      "Choose neighbourhoods of New York.",
    ],
    ["a bad e-mail address", { email: "not-an-address" }, "email", "Enter a valid e-mail address."],
    ["a $0 budget", { budgetPsf: 0 }, "budgetPsf", "The budget per square foot must be more than $0."],
    ["a bad phone number", { phone: "12" }, "phone", "Enter a valid phone number."],
    [
      "a huge space per person",
      { psfPerEmployee: 5000 },
      "psfPerEmployee",
      "Allow at most 1000 sf a person.",
    ],
  ])("refuses %s with a payload error", async (_label, override, field, message) => {
    const input = profileInput(override);
    if ((override as { neighborhoodIds?: string[] }).neighborhoodIds) input.neighborhoodIds = [montrose];
    const result = (await save(new AccountClient(server), input)).data.saveOnboardingProfile;
    expect(result).toEqual({ profile: null, error: { code: "INVALID_INPUT", message, field } });
  });

  it("a signed-in user's save is keyed by the user, and claims the visitor profile they started", async () => {
    const person = new AccountClient(server);
    const started = (await save(person, profileInput({ numEmployees: 12 }))).data.saveOnboardingProfile
      .profile;
    await person.createAccount({ email: uniqueEmail("claim") });
    const saved = (await save(person, profileInput({ onboardingId: started.onboardingId, numEmployees: 14 })))
      .data.saveOnboardingProfile.profile;
    expect(saved.onboardingId).toBe(started.onboardingId);
    // Later saves need no id: the session finds the profile.
    const again = (await save(person, profileInput({ numEmployees: 15 }))).data.saveOnboardingProfile.profile;
    expect(again).toMatchObject({ onboardingId: started.onboardingId, numEmployees: 15 });
    expect((await person.gql(READ)).data.onboardingProfile).toMatchObject({ numEmployees: 15 });
    // Once an account owns it, the id alone no longer reads it.
    const stranger = new AccountClient(server);
    expect(
      (await stranger.gql(READ, { onboardingId: started.onboardingId })).data.onboardingProfile,
    ).toBeNull();
  });

  it("nobody writes another user's profile by knowing its onboardingId", async () => {
    const { rows } = await server.database.query<{ onboarding_id: string; num_employees: number }>(
      "select p.onboarding_id, p.num_employees from onboarding_profiles p join users u on u.id = p.user_id where u.email = 'client@squarely.test'",
    );
    const theirs = rows[0];
    const otherClient = new AccountClient(server);
    await otherClient.signIn("sofia.rossi@squarely.test");
    const visitor = new AccountClient(server);
    for (const attacker of [otherClient, visitor]) {
      const body = await save(
        attacker,
        profileInput({ onboardingId: theirs.onboarding_id, numEmployees: 999 }),
      );
      expect(body.data).toBeNull();
      expect(body.errors[0].extensions.code).toBe("FORBIDDEN");
    }
    const after = await server.database.query<{ num_employees: number }>(
      "select num_employees from onboarding_profiles where onboarding_id = $1",
      [theirs.onboarding_id],
    );
    expect(after.rows[0].num_employees).toBe(theirs.num_employees);
    expect(
      (await visitor.gql(READ, { onboardingId: theirs.onboarding_id })).data.onboardingProfile,
    ).toBeNull();
  });

  it("reads nothing for an unknown or malformed id", async () => {
    const visitor = new AccountClient(server);
    expect(
      (await visitor.gql(READ, { onboardingId: "00000000-0000-4000-8000-000000000000" })).data
        .onboardingProfile,
    ).toBeNull();
    expect((await visitor.gql(READ, { onboardingId: "nope" })).data.onboardingProfile).toBeNull();
    expect((await visitor.gql(READ)).data.onboardingProfile).toBeNull();
  });

  it("a visitor's lost id (say, a reset database) starts a new profile instead of failing", async () => {
    const visitor = new AccountClient(server);
    const result = (
      await save(visitor, profileInput({ onboardingId: "00000000-0000-4000-8000-000000000001" }))
    ).data.saveOnboardingProfile;
    expect(result.error).toBeNull();
    expect(result.profile.onboardingId).not.toBe("00000000-0000-4000-8000-000000000001");
  });
});
