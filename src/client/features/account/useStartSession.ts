import { useApolloClient } from "@apollo/client/react";
import { useCallback } from "react";
import { clearSessionStore, sessionGuard } from "../../system/apollo/sessionStore";
import { useAppDispatch } from "../../system/store/hooks";
import { CurrentUserQuery } from "./currentUserQuery";
import type { CurrentUser } from "./currentUserTypes";
import { login } from "./userSlice";

/**
 * What every sign-in does once the server has set the session cookie (sign-in, new account,
 * password reset): nothing the visitor's cache held may leak into the session, so the Apollo store
 * is cleared, the new user is written where CurrentUserQuery reads it and put into the Redux store,
 * and the queries on screen are fetched again as the signed-in user.
 */
export function useStartSession(): (user: CurrentUser) => Promise<void> {
  const client = useApolloClient();
  const dispatch = useAppDispatch();
  return useCallback(
    async (user: CurrentUser) => {
      await clearSessionStore(client);
      client.writeQuery({ query: CurrentUserQuery, data: { currentUser: user } });
      dispatch(login(user));
      // Signing out again at once cancels these refetches: sessionGuard keeps that quiet.
      client.refetchObservableQueries().catch(sessionGuard(client).report("refetch after sign-in failed"));
    },
    [client, dispatch],
  );
}
