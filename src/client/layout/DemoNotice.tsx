import { Link } from "../system/router/router";

export const DEMO_NOTICE_LABEL = "Demo site";

/**
 * Demo mode only: says the data is made up and the demo password is published, so nobody mistakes
 * the quick-start site for a real one and types real details into it. A labelled region, so screen
 * reader users find it in the landmarks list. It does not list the demo accounts (the README does):
 * their addresses on every page would blur the checks that a shared page holds no one's e-mail.
 * It links "Your mail" (issue 25), where a demo visitor reads the e-mail the site wrote to them.
 */
export function DemoNotice() {
  return (
    <section className="demo-notice" aria-label={DEMO_NOTICE_LABEL}>
      <p className="container demo-notice__inner">
        <strong>Demo site:</strong> listings and people are made up, and the demo accounts' password is
        published. Don't enter real information. The e-mail the site writes you is under{" "}
        <Link to="/mail">Your mail</Link>.
      </p>
    </section>
  );
}
