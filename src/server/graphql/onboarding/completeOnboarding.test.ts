import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  AccountClient,
  awayFromWindowEdge,
  CONFIRM_LINK,
  ONE_HOUR,
  outboxFor,
  tokenFromMail,
  uniqueEmail,
} from "../../testing/accountClient";
import { startTestServer, type TestServer, testBackends } from "../../testing/testServer";
import { complete, LATEST_CAMPAIGN, neighborhoodId, profileInput, READ, save } from "./onboardingTestSupport";

const EMAIL_TAKEN = {
  code: "EMAIL_TAKEN",
  message: "It looks like you already have an account.",
  field: "email",
};

describe.each(testBackends())("completeOnboarding on $name", (backend) => {
  let server: TestServer;
  let soho: string;
  let tribeca: string;
  beforeAll(async () => {
    server = await startTestServer(backend, { env: { TRUST_PROXY: "1" } });
    soho = await neighborhoodId(server, "New York", "SoHo");
    tribeca = await neighborhoodId(server, "New York", "Tribeca");
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(() => awayFromWindowEdge(ONE_HOUR));

  it("a visitor gets a signed-in client account and a campaign holding the profile, and the broker an e-mail", async () => {
    const visitor = new AccountClient(server);
    const email = uniqueEmail("onboard");
    const started = (await save(visitor, profileInput({ lastActiveScreenIndex: 2 }))).data
      .saveOnboardingProfile.profile;
    const result = (
      await complete(
        visitor,
        profileInput({ onboardingId: started.onboardingId, email, neighborhoodIds: [soho, tribeca] }),
      )
    ).data.completeOnboarding;

    expect(result.error).toBeNull();
    expect(result.currentUser).toMatchObject({
      email,
      firstName: "Robin",
      lastName: "Quinn",
      companyName: "Quinn Labs",
      phone: "(646) 555-0177",
      cityOfInterest: "New York",
      isRenter: true,
      isBroker: false,
      confirmed: false,
    });
    expect(result.currentUser.latestCampaign.uuid).toBe(result.campaign.uuid);
    expect(result.currentUser.latestCampaign.currentActiveRequirements).toEqual({
      numEmployees: 20,
      minSquareFeet: 2400,
      maxSquareFeet: 3750,
      maxPsf: 60,
      maxMonthlyBudget: 15000,
      activeSizeFilter: "SQUARE_FEET",
      activePriceFilter: "PER_SQUARE_FOOT",
      leaseTerm: "THREE_TO_FIVE_YEARS",
      market: { name: "New York" },
      neighborhoods: expect.arrayContaining([{ name: "SoHo" }, { name: "Tribeca" }]),
    });
    // New York's plain broker (the admin who also brokers comes after).
    expect(result.campaign).toMatchObject({
      displayName: "Quinn Labs",
      brokerName: "Jamie Chen",
      created: true,
    });
    expect(result.profile).toMatchObject({ onboardingId: started.onboardingId, phase: "COMPLETED" });
    expect(visitor.cookie).not.toBeNull();
    expect((await visitor.gql(LATEST_CAMPAIGN)).data.currentUser.email).toBe(email);

    const [brokerMail] = await outboxFor(server, "broker@squarely.test");
    expect(brokerMail.kind).toBe("onboarding-new-client");
    expect(brokerMail.subject).toBe(
      "New client: Robin Quinn from Quinn Labs finished their Squarely profile",
    );
    expect(brokerMail.text).toContain("Location: New York (");
    expect(brokerMail.text).toContain("Size: 20 seats, ~3,000 sf");
    expect(brokerMail.text).toContain("Budget: $60 psf / $15,000 monthly");
    expect(brokerMail.text).toContain(`/tourbook/campaigns/${result.campaign.uuid}`);
    expect(await tokenFromMail(server, email, CONFIRM_LINK)).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The broker sees the new campaign as their latest.
    const broker = new AccountClient(server);
    await broker.signIn("broker@squarely.test");
    const seen = (await broker.gql(LATEST_CAMPAIGN)).data.currentUser.latestCampaign;
    expect(seen.uuid).toBe(result.campaign.uuid);
    expect(seen.currentActiveRequirements.numEmployees).toBe(20);
    // The visitor's id no longer opens the profile: it belongs to the account now.
    expect(
      (await new AccountClient(server).gql(READ, { onboardingId: started.onboardingId })).data
        .onboardingProfile,
    ).toBeNull();
  });

  it("a skipped budget makes requirements without a price, and a market's own broker is assigned", async () => {
    const visitor = new AccountClient(server);
    const result = (
      await complete(
        visitor,
        profileInput({
          city: "Houston",
          email: uniqueEmail("houston"),
          budgetPsf: null,
          budgetMonthly: null,
        }),
      )
    ).data.completeOnboarding;
    expect(result.error).toBeNull();
    expect(result.currentUser.latestCampaign.currentActiveRequirements).toMatchObject({
      maxPsf: null,
      maxMonthlyBudget: null,
      activePriceFilter: null,
      market: { name: "Houston" },
    });
    expect(result.campaign.brokerName).toBe("Maria Gonzalez");
    const [mail] = await outboxFor(server, "maria.gonzalez@squarely.test");
    expect(mail.text).toContain("Budget: Flexible");
  });

  it.each([
    [
      "no seats",
      { numEmployees: null },
      "INVALID_INPUT",
      "Please enter a value to continue.",
      "numEmployees",
    ],
    ["no city", { city: "" }, "INVALID_INPUT", "Choose a city.", "city"],
    ["a city we do not cover", { city: "Atlantis" }, "INVALID_INPUT", "Choose one of our cities.", "city"],
    ["no lease term", { leaseTerm: null }, "INVALID_INPUT", "Choose a lease term.", "leaseTerm"],
    ["no name", { name: "" }, "INVALID_INPUT", "Enter your name.", "name"],
    ["no e-mail address", { email: null }, "INVALID_INPUT", "Enter your e-mail address.", "email"],
  ])(
    "refuses %s with a payload error and signs nobody in",
    async (_label, override, code, message, field) => {
      const visitor = new AccountClient(server);
      const result = (await complete(visitor, profileInput({ email: uniqueEmail("bad"), ...override }))).data
        .completeOnboarding;
      expect(result).toEqual({
        currentUser: null,
        campaign: null,
        profile: null,
        error: { code, message, field },
      });
      expect(visitor.cookie).toBeNull();
    },
  );

  it("asks visitors for a good password", async () => {
    const visitor = new AccountClient(server);
    const missing = (await complete(visitor, profileInput({ email: uniqueEmail("pw") }), null)).data
      .completeOnboarding;
    expect(missing.error).toEqual({
      code: "WEAK_PASSWORD",
      message: "Choose a password.",
      field: "password",
    });
    const short = (await complete(visitor, profileInput({ email: uniqueEmail("pw") }), "short")).data
      .completeOnboarding;
    expect(short.error).toEqual({
      code: "WEAK_PASSWORD",
      message: "Use at least 8 characters.",
      field: "password",
    });
  });

  it("answers EMAIL_TAKEN for an address with an account, creating nothing", async () => {
    const before = await server.database.query<{ n: number }>("select count(*)::int as n from campaigns");
    const visitor = new AccountClient(server);
    const result = (await complete(visitor, profileInput({ email: "Client@Squarely.test" }))).data
      .completeOnboarding;
    expect(result).toEqual({ currentUser: null, campaign: null, profile: null, error: EMAIL_TAKEN });
    expect(visitor.cookie).toBeNull();
    const after = await server.database.query<{ n: number }>("select count(*)::int as n from campaigns");
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it("throttles visitors after 10 completions an hour from one address", async () => {
    const ip = "10.250.0.1";
    const codes: string[] = [];
    for (let i = 0; i < 11; i++) {
      const result = (
        await complete(new AccountClient(server, ip), profileInput({ email: "client@squarely.test" }))
      ).data.completeOnboarding;
      codes.push(result.error.code);
    }
    expect(codes).toEqual([...Array(10).fill("EMAIL_TAKEN"), "THROTTLED"]);
    const other = (await complete(new AccountClient(server), profileInput({ email: "client@squarely.test" })))
      .data.completeOnboarding;
    expect(other.error).toEqual(EMAIL_TAKEN);
  });

  it("a signed-in client's latest campaign gets the profile as its new current requirements", async () => {
    const client = new AccountClient(server);
    const before = (await client.signIn("client@squarely.test")).currentUser.latestCampaign;
    const result = (
      await complete(
        client,
        profileInput({ numEmployees: 40, neighborhoodIds: [soho], email: null, name: null }),
        null,
      )
    ).data.completeOnboarding;
    expect(result.error).toBeNull();
    expect(result.campaign).toMatchObject({ uuid: before.uuid, created: false, brokerName: "Jamie Chen" });
    expect(result.currentUser).toMatchObject({ email: "client@squarely.test" });
    expect(result.currentUser.latestCampaign.currentActiveRequirements).toMatchObject({
      numEmployees: 40,
      minSquareFeet: 4800,
      maxSquareFeet: 7500,
      neighborhoods: [{ name: "SoHo" }],
    });
    // The earlier requirements stay as history; one is current.
    const { rows } = await server.database.query<{ current: boolean }>(
      "select r.is_current_active as current from requirements r join campaigns c on c.id = r.campaign_id where c.uuid = $1",
      [before.uuid],
    );
    expect(rows.filter((r) => r.current)).toHaveLength(1);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const [mail] = await outboxFor(server, "broker@squarely.test");
    expect(mail).toMatchObject({
      kind: "onboarding-requirements",
      subject: "Alex Rivera from Quinn Labs updated their requirements",
    });
    expect((await client.gql(READ)).data.onboardingProfile).toMatchObject({
      numEmployees: 40,
      phase: "COMPLETED",
    });
  });

  it("a signed-in client without a campaign gets a new one", async () => {
    const client = new AccountClient(server);
    const email = uniqueEmail("nocampaign");
    await client.createAccount({ email, firstName: "Nia", lastName: "Stone", companyName: null });
    const result = (
      await complete(client, profileInput({ name: null, companyName: null, email: null }), null)
    ).data.completeOnboarding;
    expect(result.error).toBeNull();
    expect(result.campaign).toMatchObject({ displayName: "Nia Stone", created: true });
    expect(result.currentUser.latestCampaign.uuid).toBe(result.campaign.uuid);
  });

  it("a client cannot complete into another user's profile", async () => {
    const { rows } = await server.database.query<{ onboarding_id: string }>(
      "select p.onboarding_id from onboarding_profiles p join users u on u.id = p.user_id where u.email = 'client@squarely.test'",
    );
    const intruder = new AccountClient(server);
    await intruder.signIn("sofia.rossi@squarely.test");
    const body = await complete(intruder, profileInput({ onboardingId: rows[0].onboarding_id }), null);
    expect(body.data).toBeNull();
    expect(body.errors[0].extensions.code).toBe("FORBIDDEN");
  });

  it("brokers cannot complete a profile", async () => {
    const broker = new AccountClient(server);
    await broker.signIn("broker@squarely.test");
    const body = await complete(broker, profileInput(), null);
    expect(body.errors[0].extensions.code).toBe("FORBIDDEN");
  });
});
