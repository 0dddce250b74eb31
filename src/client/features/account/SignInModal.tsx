import { useEffect, useState } from "react";
import { signInFailureMessage } from "../../../common/account/accountErrors";
import { landingPathFor } from "../../../common/account/landing";
import { Modal } from "../../layout/Modal";
import { useLocation, useNavigate } from "../../system/router/router";
import { useAppDispatch, useAppSelector } from "../../system/store/hooks";
import { CreateAccountForm } from "./CreateAccountForm";
import { OfficeIllustration } from "./OfficeIllustration";
import { SignInModalForm } from "./SignInModalForm";
import {
  closeSignInModal,
  openSignInModal,
  SIGN_IN_MODAL_FAILURE,
  selectSignInModal,
  selectSignInModalNotice,
  signInFailed,
  signInSubmitted,
  signInSucceeded,
} from "./signInModalSlice";
import { useSignIn } from "./useSignIn";

type View = "signIn" | "createAccount";

export const SIGN_IN_MODAL_TITLE = "Welcome back";
export const CREATE_ACCOUNT_TITLE = "Create your account";

/**
 * The site-wide sign-in dialog (spec sections 2 and 4), mounted once by the page shell and opened
 * through `openSignInModal`. It can switch to the create-account form and back; an e-mail that
 * already has an account comes back here prefilled with the existing-account message.
 */
export function SignInModal() {
  const modal = useAppSelector(selectSignInModal);
  const notice = useAppSelector(selectSignInModalNotice);
  const dispatch = useAppDispatch();
  const signIn = useSignIn();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [view, setView] = useState<View>("signIn");

  // Every opening starts on the sign-in form.
  useEffect(() => {
    if (!modal.isOpen) setView("signIn");
  }, [modal.isOpen]);

  async function submit(email: string, password: string) {
    dispatch(signInSubmitted());
    const result = await signIn(email, password);
    if (result.ok) {
      const landing = modal.landAfterSignIn ? landingPathFor(result.user, pathname + search) : null;
      dispatch(signInSucceeded());
      if (landing && landing !== pathname + search) navigate(landing);
    } else dispatch(signInFailed(signInFailureMessage(result.error, SIGN_IN_MODAL_FAILURE)));
  }

  function onEmailTaken(email: string) {
    dispatch(openSignInModal({ prefillEmail: email, showCreateAccount: modal.showCreateAccount }));
    setView("signIn");
  }

  const isSignIn = view === "signIn";
  return (
    <Modal
      isOpen={modal.isOpen}
      onClose={() => dispatch(closeSignInModal())}
      title={isSignIn ? SIGN_IN_MODAL_TITLE : CREATE_ACCOUNT_TITLE}
      className="modal--sign-in"
    >
      <div className="sign-in-modal__art">
        <OfficeIllustration />
      </div>
      <div className="sign-in-modal__content">
        {isSignIn ? (
          <SignInModalForm
            // A new prefilled e-mail (after Create Account found one) starts the form afresh.
            key={modal.prefillEmail ?? ""}
            prefillEmail={modal.prefillEmail}
            pending={modal.status === "loading"}
            notice={notice}
            noticeIsError={modal.status === "failure"}
            onSubmit={submit}
            onCreateAccount={modal.showCreateAccount ? () => setView("createAccount") : undefined}
          />
        ) : (
          <>
            <CreateAccountForm
              autoFocusInModal
              onEmailTaken={onEmailTaken}
              onSuccess={() => dispatch(closeSignInModal())}
            />
            <p className="sign-in-modal__switch">
              Already have an account?{" "}
              <button type="button" className="link-button" onClick={() => setView("signIn")}>
                Sign in
              </button>
            </p>
          </>
        )}
      </div>
    </Modal>
  );
}
