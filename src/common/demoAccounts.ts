/**
 * The demo accounts of demo mode (DEMO_MODE), for the seed and the demo-site notice. The password is
 * published on purpose: these accounts exist only in demo mode, and lose it when a server starts
 * with demo mode off (server/boot/lockDemoAccounts.ts).
 */
export const DEMO_PASSWORD = "squarely-demo";

/** The accounts the notice names, one per role; the seed has more brokers and clients. */
export const DEMO_ACCOUNTS: readonly { email: string; role: string }[] = [
  { email: "client@squarely.test", role: "Client" },
  { email: "broker@squarely.test", role: "Broker" },
  { email: "admin@squarely.test", role: "Admin and broker" },
  { email: "research@squarely.test", role: "Research team" },
];
