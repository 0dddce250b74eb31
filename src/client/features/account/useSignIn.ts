import type { ApolloClient } from "@apollo/client";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { type AccountError, answerOf } from "../../../common/account/accountErrors";
import { normalizeEmail } from "../../../common/format/email";
import type { CurrentUser } from "./currentUserTypes";
import { SendClientLoginNotificationMutation } from "./sendClientLoginNotificationMutation";
import { SignInMutation } from "./signInMutation";
import { useStartSession } from "./useStartSession";

export type SignInResult =
  | { ok: true; user: CurrentUser }
  /** `error` is null when the request itself failed (network, server error): already logged. */
  | { ok: false; error: AccountError | null };

/**
 * Signs in with e-mail and password, shared by the modal and the page. On success the session is
 * started (cache reset, store login) and, for a client with a campaign, the broker is told.
 */
export function useSignIn(): (email: string, password: string) => Promise<SignInResult> {
  const client = useApolloClient();
  const [signIn] = useMutation(SignInMutation);
  const startSession = useStartSession();
  return useCallback(
    async (email: string, password: string): Promise<SignInResult> => {
      let user: CurrentUser | null;
      let error: AccountError | null;
      try {
        const { data } = await signIn({ variables: { email: normalizeEmail(email), password } });
        const payload = answerOf(data, "signIn").signIn;
        user = payload.currentUser;
        error = payload.error;
      } catch (err) {
        // Spec section 7: a mutation error is only logged; the form shows its failure text.
        console.error("signIn failed", err);
        return { ok: false, error: null };
      }
      if (!user) return { ok: false, error };
      await startSession(user);
      notifyBrokerOfClientLogin(client, user);
      return { ok: true, user };
    },
    [client, signIn, startSession],
  );
}

/**
 * Spec section 6: a client (never a broker) signing in e-mails the broker of their latest campaign.
 * It runs on the client directly (not a hook's mutate) so it still completes after the form that
 * started it has unmounted; failures are only logged.
 */
export function notifyBrokerOfClientLogin(client: ApolloClient, user: CurrentUser): void {
  const campaignId = user.latestCampaign?.id;
  if (user.isBroker || !campaignId) return;
  client
    .mutate({ mutation: SendClientLoginNotificationMutation, variables: { campaignId } })
    .then(({ data }) => {
      const error = data?.sendClientLoginNotification.error;
      if (error) console.error("client login notification refused", error.code);
    })
    .catch((err: unknown) => console.error("client login notification failed", err));
}
