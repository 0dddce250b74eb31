import { type ApolloClient, gql } from "@apollo/client";

const TrackMutation = gql`
  mutation TrackEvent($event: TrackEventInput!) {
    track(event: $event)
  }
`;

const ANONYMOUS_ID_KEY = "squarely:anonymousId";

export function anonymousId(): string | null {
  try {
    let id = localStorage.getItem(ANONYMOUS_ID_KEY);
    if (!id) {
      id = crypto.randomUUID();
      localStorage.setItem(ANONYMOUS_ID_KEY, id);
    }
    return id;
  } catch {
    return null;
  }
}

/** Records a first-party analytics event. Failures are logged, never shown: analytics must not break a page. */
export function trackEvent(
  client: ApolloClient,
  name: string,
  properties: Record<string, unknown> = {},
): void {
  client
    .mutate({
      mutation: TrackMutation,
      variables: { event: { name, properties, anonymousId: anonymousId() } },
    })
    .catch((err: unknown) => console.error("analytics event failed", name, err));
}
