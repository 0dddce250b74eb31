import { useApolloClient } from "@apollo/client/react";
import { useCallback, useState } from "react";
import { clearSessionStore } from "../../system/apollo/sessionStore";
import { useNavigate } from "../../system/router/router";
import { useAppDispatch } from "../../system/store/hooks";
import { logout } from "./userSlice";

export const SIGN_OUT_FAILURE = "We couldn't sign you out. Please check your connection and try again.";

/**
 * Ends the session on the server, forgets the user and everything cached for them, and goes home.
 * Only a click runs it (the header's button, the /sign-out page's button): a link, a prefetch or
 * an image pointing at /sign-out signs nobody out. The mutation's document comes with the click, so
 * no page carries it (nor Apollo's useMutation) up front.
 */
export function useSignOut() {
  const client = useApolloClient();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  const signOut = useCallback(async (): Promise<boolean> => {
    setPending(true);
    setFailed(false);
    try {
      const { SignOutMutation } = await import("./signOutMutation");
      await client.mutate({ mutation: SignOutMutation });
    } catch (err) {
      // The session cookie may still be valid: saying "signed out" now would be a lie.
      console.error("signOut failed", err);
      setFailed(true);
      setPending(false);
      return false;
    }
    dispatch(logout());
    await clearSessionStore(client);
    setPending(false);
    navigate("/", { replace: true });
    return true;
  }, [client, dispatch, navigate]);

  return { signOut, pending, failed };
}
