import { useApolloClient } from "@apollo/client/react";
import { useCallback } from "react";
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
      await client.clearStore();
      client.writeQuery({ query: CurrentUserQuery, data: { currentUser: user } });
      dispatch(login(user));
      client.refetchObservableQueries().catch((err: unknown) => {
        // A screen that unmounts (the sign-in page navigating away) aborts its refetch: not a failure.
        if (err instanceof Error && err.name === "AbortError") return;
        console.error("refetch after sign-in failed", err);
      });
    },
    [client, dispatch],
  );
}
