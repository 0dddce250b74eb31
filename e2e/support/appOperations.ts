import fs from "node:fs";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { DEMO_PASSWORD, signInOnPage } from "./accounts";

/*
 * The production server answers only the app's own documents (trusted documents). Tests that read
 * or change data through the API send those documents as the app does: by the manifest's hash.
 */
const manifest = JSON.parse(fs.readFileSync("src/client/gql/persisted-documents.json", "utf8")) as Record<
  string,
  string
>;

/** The POST body of the app's operation with this name, as its client sends it. */
export function appOperation(operationName: string, variables: Record<string, unknown> = {}) {
  const named = new RegExp(`(?:^|\\s)(?:query|mutation) ${operationName}[\\s({]`);
  const entry = Object.entries(manifest).find(([, text]) => named.test(text));
  if (!entry) throw new Error(`${operationName} is not one of the app's documents`);
  const [sha256Hash, query] = entry;
  return { operationName, variables, query, extensions: { persistedQuery: { version: 1, sha256Hash } } };
}

export type DemoCampaign = {
  id: string;
  uuid: string;
  listings: { id: string }[];
  surveys: { id: string }[];
};

type Playwright = { request: { newContext(o: object): Promise<APIRequestContext> } };

/** A request context signed in as this demo account, for set-up through the API; dispose it after. */
export async function signedInApi(playwright: Playwright, baseURL: string | undefined, email: string) {
  const api = await playwright.request.newContext({ baseURL });
  await api.post("/graphql", { data: appOperation("SignIn", { email, password: DEMO_PASSWORD }) });
  return api;
}

/** The demo client's latest campaign as the client's own CurrentUserQuery answers it. */
export async function demoClientCampaign(
  playwright: Playwright,
  baseURL: string | undefined,
): Promise<DemoCampaign> {
  const api = await signedInApi(playwright, baseURL, "client@squarely.test");
  const me = (await (await api.post("/graphql", { data: appOperation("CurrentUserQuery") })).json()) as {
    data: { currentUser: { latestCampaign: DemoCampaign } };
  };
  await api.dispose();
  return me.data.currentUser.latestCampaign;
}

/**
 * Signs the demo broker in, opens the demo client's campaign and selects its first two listings;
 * answers the selection bar.
 */
export async function brokerSelectsTwoOnDemoCampaign(page: Page, campaign: DemoCampaign) {
  await signInOnPage(page, "broker@squarely.test", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/tourbook\/campaigns$/);
  await page.goto(`/tourbook/campaigns/${campaign.uuid}`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const boxes = page.locator(".campaign-listing").getByRole("checkbox", { name: /^Select / });
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  return page.getByRole("region", { name: "Selected listings" });
}
