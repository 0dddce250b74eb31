import type { AccountClient, Json } from "../../testing/accountClient";
import type { TestServer } from "../../testing/testServer";

export const PROFILE_FIELDS = `onboardingId phase lastActiveScreenIndex city market { id name }
  neighborhoods { id name } numEmployees psfPerEmployee totalSquareFeet budgetPsf budgetMonthly
  leaseTerm moveInDate name companyName email phone renterComments completedAt`;

export const SAVE = `mutation Save($input: OnboardingProfileInput!) {
  saveOnboardingProfile(input: $input) { profile { ${PROFILE_FIELDS} } error { code message field } } }`;

export const READ = `query Read($onboardingId: ID) { onboardingProfile(onboardingId: $onboardingId) { ${PROFILE_FIELDS} } }`;

export const COMPLETE = `mutation Complete($input: CompleteOnboardingInput!) {
  completeOnboarding(input: $input) {
    currentUser { id email firstName lastName companyName phone cityOfInterest isRenter isBroker confirmed
      latestCampaign { id uuid currentActiveRequirements { numEmployees minSquareFeet maxSquareFeet maxPsf
        maxMonthlyBudget activeSizeFilter activePriceFilter leaseTerm market { name } neighborhoods { name } } } }
    campaign { id uuid displayName brokerName created }
    profile { onboardingId phase completedAt }
    error { code message field } } }`;

export const LATEST_CAMPAIGN = `query { currentUser { email latestCampaign { uuid
  currentActiveRequirements { numEmployees neighborhoods { name } market { name } } } } }`;

/** A whole profile as the browser sends it, New York with SoHo, 20 seats (3,000 sf). */
export function profileInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    phase: "IN_PROGRESS",
    lastActiveScreenIndex: 4,
    city: "New York",
    numEmployees: 20,
    psfPerEmployee: 150,
    budgetPsf: 60,
    budgetMonthly: 15000,
    leaseTerm: "THREE_TO_FIVE_YEARS",
    moveInDate: "THREE_TO_SIX_MONTHS",
    name: "Robin Quinn",
    companyName: "Quinn Labs",
    phone: "646 555 0177",
    renterComments: "Near a subway, please.",
    ...overrides,
  };
}

export async function neighborhoodId(server: TestServer, market: string, name: string): Promise<string> {
  const { rows } = await server.database.query<{ id: number }>(
    "select n.id from neighborhoods n join markets m on m.id = n.market_id where m.name = $1 and n.name = $2",
    [market, name],
  );
  if (!rows[0]) throw new Error(`no neighbourhood ${name} in ${market}`);
  return String(rows[0].id);
}

export async function save(client: AccountClient, input: Record<string, unknown>): Promise<Json> {
  return client.gql(SAVE, { input });
}

export async function complete(
  client: AccountClient,
  profile: Record<string, unknown>,
  password: string | null = "a-fine-password-42",
): Promise<Json> {
  return client.gql(COMPLETE, { input: { profile, password } });
}
