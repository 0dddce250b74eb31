/**
 * Whether this process takes new work. A graceful stop (SIGTERM) turns it off first, so the load
 * balancer's check (/health/ready) sends new requests elsewhere while the ones under way finish.
 */
export type Readiness = {
  readonly draining: boolean;
  drain(): void;
};

export function createReadiness(): Readiness {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  };
}
