import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useApolloClient } from "@apollo/client/react";
import { useCallback } from "react";
import { useAppStore } from "../../system/store/hooks";
import { setOnboardingId } from "./onboardingSlice";
import { profileInputFrom } from "./profileInput";
import { SaveOnboardingProfileMutation } from "./saveOnboardingProfileMutation";

type Client = ReturnType<typeof useApolloClient>;
type Store = ReturnType<typeof useAppStore>;

// Saves run one after another, so a visitor's first save has handed out the onboardingId before the
// next one goes: two quick steps must not make two profiles.
let queue: Promise<void> = Promise.resolve();

function isForbidden(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === "FORBIDDEN");
}

async function saveOnce(client: Client, store: Store, retried = false): Promise<void> {
  const state = store.getState().onboarding;
  try {
    const { data } = await client.mutate({
      mutation: SaveOnboardingProfileMutation,
      variables: { input: profileInputFrom(state) },
    });
    const payload = data?.saveOnboardingProfile;
    if (payload?.profile) {
      if (payload.profile.onboardingId !== store.getState().onboarding.onboardingId) {
        store.dispatch(setOnboardingId(payload.profile.onboardingId));
      }
    } else if (payload?.error) {
      // The browser keeps everything; the next step's save tries again with whatever was fixed.
      console.warn("The profile was not saved:", payload.error.message);
    }
  } catch (error) {
    // The id belongs to an account now (this browser signed out after finishing): start afresh.
    if (!retried && state.onboardingId && isForbidden(error)) {
      store.dispatch(setOnboardingId(null));
      return saveOnce(client, store, true);
    }
    console.warn("The profile could not be saved right now", error);
  }
}

/**
 * Saves the profile on the server as the person moves between steps (visitors by their
 * onboardingId, signed-in users by their session). Never throws: the browser's copy is the one the
 * screens use, and a failed save is repeated by the next one.
 */
export function useSaveProfile(): () => Promise<void> {
  const client = useApolloClient();
  const store = useAppStore();
  return useCallback(() => {
    queue = queue.then(() => saveOnce(client, store));
    return queue;
  }, [client, store]);
}
