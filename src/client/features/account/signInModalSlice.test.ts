import { describe, expect, it } from "vitest";
import {
  closeSignInModal,
  openSignInModal,
  SIGN_IN_MODAL_EXISTING_ACCOUNT,
  SIGN_IN_MODAL_FAILURE,
  selectSignInModalNotice,
  signInFailed,
  signInModalReducer,
  signInSubmitted,
  signInSucceeded,
} from "./signInModalSlice";

const closed = signInModalReducer(undefined, { type: "@@init" });
const open = signInModalReducer(closed, openSignInModal());

describe("signInModalSlice (spec section 4: sign-in modal)", () => {
  it("starts closed and idle", () => {
    expect(closed).toEqual({
      isOpen: false,
      prefillEmail: null,
      showCreateAccount: false,
      landAfterSignIn: false,
      status: "idle",
      errorMessage: null,
    });
  });

  it("opening shows the modal, optionally prefilled and with Create Account", () => {
    const state = signInModalReducer(
      closed,
      openSignInModal({ prefillEmail: "a@b.co", showCreateAccount: true }),
    );
    expect(state).toMatchObject({ isOpen: true, prefillEmail: "a@b.co", showCreateAccount: true });
  });

  it("a prefilled e-mail shows the existing-account message", () => {
    const state = signInModalReducer(closed, openSignInModal({ prefillEmail: "a@b.co" }));
    expect(selectSignInModalNotice({ signInModal: state })).toBe(SIGN_IN_MODAL_EXISTING_ACCOUNT);
  });

  it("submit sets loading", () => {
    expect(signInModalReducer(open, signInSubmitted()).status).toBe("loading");
  });

  it("success closes the modal", () => {
    const state = signInModalReducer(signInModalReducer(open, signInSubmitted()), signInSucceeded());
    expect(state.isOpen).toBe(false);
    expect(state.status).toBe("idle");
  });

  it("failure shows the error state with the modal's failure message by default", () => {
    const state = signInModalReducer(signInModalReducer(open, signInSubmitted()), signInFailed());
    expect(state).toMatchObject({ isOpen: true, status: "failure", errorMessage: SIGN_IN_MODAL_FAILURE });
    expect(SIGN_IN_MODAL_FAILURE).toBe("The email or password you entered is incorrect.");
    expect(selectSignInModalNotice({ signInModal: state })).toBe(SIGN_IN_MODAL_FAILURE);
  });

  it("failure can carry another message", () => {
    expect(signInModalReducer(open, signInFailed("Network down")).errorMessage).toBe("Network down");
  });

  it("closing and reopening forgets an earlier failure", () => {
    const failed = signInModalReducer(open, signInFailed());
    const reopened = signInModalReducer(signInModalReducer(failed, closeSignInModal()), openSignInModal());
    expect(reopened).toMatchObject({ isOpen: true, status: "idle", errorMessage: null });
  });
});
