import { registerSlice } from "../../system/store/registry";
import { createSlice, type PayloadAction } from "../../system/store/toolkit";

/** Spec section 8. */
export const SIGN_IN_MODAL_FAILURE = "The email or password you entered is incorrect.";
export const SIGN_IN_MODAL_EXISTING_ACCOUNT =
  'You already have an account. Enter your password or click "Forget password?"';

export type SignInStatus = "idle" | "loading" | "failure";

export interface SignInModalState {
  isOpen: boolean;
  /** Set when another form found an existing account for this e-mail. */
  prefillEmail: string | null;
  showCreateAccount: boolean;
  /**
   * Opened from the header's Sign In (not to finish something, like a save): once signed in, the
   * person goes where the sign-in page would send them (brokers to their campaign list).
   */
  landAfterSignIn: boolean;
  status: SignInStatus;
  errorMessage: string | null;
}

export interface OpenSignInModalPayload {
  prefillEmail?: string | null;
  showCreateAccount?: boolean;
  landAfterSignIn?: boolean;
}

const initialState: SignInModalState = {
  isOpen: false,
  prefillEmail: null,
  showCreateAccount: false,
  landAfterSignIn: false,
  status: "idle",
  errorMessage: null,
};

const signInModalSlice = createSlice({
  name: "signInModal",
  initialState,
  reducers: {
    // Every opening starts clean so an old failure is never shown to the next attempt.
    openSignInModal(_state, action: PayloadAction<OpenSignInModalPayload | undefined>) {
      return {
        ...initialState,
        isOpen: true,
        prefillEmail: action.payload?.prefillEmail ?? null,
        showCreateAccount: action.payload?.showCreateAccount ?? false,
        landAfterSignIn: action.payload?.landAfterSignIn ?? false,
      };
    },
    closeSignInModal() {
      return initialState;
    },
    signInSubmitted(state) {
      return { ...state, status: "loading", errorMessage: null };
    },
    signInSucceeded() {
      return initialState;
    },
    signInFailed(state, action: PayloadAction<string | undefined>) {
      return { ...state, status: "failure", errorMessage: action.payload ?? SIGN_IN_MODAL_FAILURE };
    },
  },
});

export const { openSignInModal, closeSignInModal, signInSubmitted, signInSucceeded, signInFailed } =
  signInModalSlice.actions;
export const signInModalReducer = signInModalSlice.reducer;

declare module "../../system/store/registry" {
  interface SliceStates {
    signInModal: SignInModalState;
  }
}

registerSlice("signInModal", signInModalReducer);

type WithSignInModal = { signInModal: SignInModalState };

export const selectSignInModal = (state: WithSignInModal): SignInModalState => state.signInModal;
/** The notice above the form: the failure, or the existing-account hint when prefilled. */
export const selectSignInModalNotice = (state: WithSignInModal): string | null => {
  const modal = state.signInModal;
  if (modal.status === "failure") return modal.errorMessage;
  return modal.prefillEmail ? SIGN_IN_MODAL_EXISTING_ACCOUNT : null;
};
