import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../common/demoAccounts";

export const DEMO_NOTICE_LABEL = "Demo site";

/**
 * Demo mode only: says the data is made up and the demo password is published, so nobody mistakes
 * the quick-start site for a real one and types real details into it. A labelled region, so screen
 * reader users find it in the landmarks list; the accounts sit behind a native disclosure (no script).
 */
export function DemoNotice() {
  return (
    <section className="demo-notice" aria-label={DEMO_NOTICE_LABEL}>
      <div className="container demo-notice__inner">
        <p>
          <strong>Demo site:</strong> listings and people are made up, and the demo accounts' password is
          published. Don't enter real information.
        </p>
        <details>
          <summary>Demo accounts</summary>
          <ul>
            {DEMO_ACCOUNTS.map((account) => (
              <li key={account.email}>
                {account.role}: <code>{account.email}</code>
              </li>
            ))}
          </ul>
          Password for all: <code>{DEMO_PASSWORD}</code>
        </details>
      </div>
    </section>
  );
}
