import type { FullConfig } from "@playwright/test";
import { storeRoleSessions } from "./support/signedIn";
import { startSmtpSink } from "./support/smtpSink";

export const MAIL_DIR = ".tmp/e2e-mail";
/** E2E_SMTP_PORT lets two checkouts run their browser tests side by side. */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 4125);

/**
 * Starts the SMTP sink the server under test sends its mail to (Playwright stops it at the end), and
 * signs each demo role in once (the web server is up by now) for tests that only need to be signed in.
 */
export default async function globalSetup(config: FullConfig) {
  const server = await startSmtpSink(SMTP_PORT, MAIL_DIR);
  const baseURL = config.projects[0].use.baseURL;
  if (!baseURL) throw new Error("playwright.config.ts names no baseURL");
  await storeRoleSessions(baseURL);
  return async () => {
    await new Promise((resolve) => server.close(resolve));
  };
}
