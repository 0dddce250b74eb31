/*
 * When has the first page hydrated? React hydrates the screen's Suspense boundary in a pass of its
 * own, often after the root has committed, so the root's effects come too early to say. Apollo keeps
 * answering network-only queries from the server's state until the page has hydrated (see
 * createApolloClient's endHydration): the root ends that unless a screen is still on its way, and the
 * screen then ends it when it commits.
 */
let screenHydrating = false;

/** Called by a screen's view as it renders: its boundary hydrates after the root. */
export function screenWillHydrate() {
  screenHydrating = true;
}

/** Whether the root must leave the end of hydration to the screen. */
export function isScreenHydrating(): boolean {
  return screenHydrating;
}
