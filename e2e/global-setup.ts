import { startSmtpSink } from "./support/smtpSink";

export const MAIL_DIR = ".tmp/e2e-mail";
/** E2E_SMTP_PORT lets two checkouts run their browser tests side by side. */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 4125);

/** Starts the SMTP sink the server under test sends its mail to; Playwright stops it at the end. */
export default async function globalSetup() {
  const server = await startSmtpSink(SMTP_PORT, MAIL_DIR);
  return async () => {
    await new Promise((resolve) => server.close(resolve));
  };
}
