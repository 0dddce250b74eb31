import { useApolloClient, useMutation } from "@apollo/client/react";
import { useCallback, useState } from "react";
import { clearSessionStore } from "../../system/apollo/sessionStore";
import { useNavigate } from "../../system/router/router";
import { useAppDispatch } from "../../system/store/hooks";
import { SignOutMutation } from "./signOutMutation";
import { logout } from "./userSlice";

export const SIGN_OUT_FAILURE = "We couldn't sign you out. Please check your connection and try again.";

/**
 * Ends the session on the server, forgets the user and everything cached for them, and goes home.
 * Only a click runs it (the header's button, the /sign-out page's button): a link, a prefetch or
 * an image pointing at /sign-out signs nobody out.
 */
export function useSignOut() {
  const [mutate] = useMutation(SignOutMutation);
  const client = useApolloClient();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  const signOut = useCallback(async (): Promise<boolean> => {
    setPending(true);
    setFailed(false);
    try {
      await mutate();
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
  }, [mutate, client, dispatch, navigate]);

  return { signOut, pending, failed };
}
