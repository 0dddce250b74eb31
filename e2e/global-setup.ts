import { allShards, baseUrlOf } from "./support/shards";
import { storeRoleSessions } from "./support/signedIn";
import { startSmtpSink } from "./support/smtpSink";

/**
 * For each worker's server (e2e/support/shards.ts): starts the SMTP sink it sends its mail to
 * (stopped at the end), and signs each demo role in once (the web servers are up by now) for tests
 * that only need to be signed in.
 */
export default async function globalSetup() {
  const shards = allShards();
  const sinks = await Promise.all(shards.map((s) => startSmtpSink(s.smtpPort, s.mailDir)));
  await Promise.all(shards.map((s) => storeRoleSessions(baseUrlOf(s), s.index)));
  return async () => {
    await Promise.all(sinks.map((sink) => new Promise((resolve) => sink.close(resolve))));
  };
}
