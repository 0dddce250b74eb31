import { useApolloClient } from "@apollo/client/react";
import { useCallback, useState } from "react";
import { useAppDispatch, useAppStore } from "../../system/store/hooks";
import { CurrentUserQuery } from "../account/currentUserQuery";
import { updateUser } from "../account/userSlice";
import { useStartSession } from "../account/useStartSession";
import { CompleteOnboardingMutation, type OnboardingCampaign } from "./completeOnboardingMutation";
import type { OnboardingError } from "./onboardingProfileFields";
import { setOnboardingId, setPhase } from "./onboardingSlice";
import { profileInputFrom } from "./profileInput";

export type CompletionOutcome =
  | { kind: "done"; campaign: OnboardingCampaign }
  | { kind: "refused"; error: OnboardingError }
  | { kind: "failed" };

/**
 * Sends the profile (and, for a visitor, the chosen password) to completeOnboarding. A visitor's
 * new account is signed in here like any sign-up; a signed-in user's stored user gets the new
 * latest campaign. What was typed stays in the profile whatever happens.
 */
export function useCompleteOnboarding() {
  const client = useApolloClient();
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const startSession = useStartSession();
  const [sending, setSending] = useState(false);

  const complete = useCallback(
    async (password: string | null): Promise<CompletionOutcome> => {
      const signedInBefore = store.getState().user.currentUser !== null;
      setSending(true);
      try {
        const { data } = await client.mutate({
          mutation: CompleteOnboardingMutation,
          variables: { input: { profile: profileInputFrom(store.getState().onboarding), password } },
        });
        const payload = data?.completeOnboarding;
        if (!payload) return { kind: "failed" };
        if (payload.error || !payload.currentUser || !payload.campaign) {
          return payload.error ? { kind: "refused", error: payload.error } : { kind: "failed" };
        }
        if (payload.profile) dispatch(setOnboardingId(payload.profile.onboardingId));
        dispatch(setPhase("COMPLETED"));
        if (signedInBefore) {
          client.writeQuery({ query: CurrentUserQuery, data: { currentUser: payload.currentUser } });
          dispatch(updateUser(payload.currentUser));
        } else {
          await startSession(payload.currentUser);
        }
        return { kind: "done", campaign: payload.campaign };
      } catch (error) {
        console.error("completeOnboarding failed", error);
        return { kind: "failed" };
      } finally {
        setSending(false);
      }
    },
    [client, dispatch, startSession, store],
  );

  return { complete, sending };
}
