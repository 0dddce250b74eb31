import { isAdmin, isSignedIn, type Policy } from "./policy";

/** Signing in, signing up and the e-mailed links work for anyone; they are throttled instead. */
export const signInPolicy: Policy = { name: "account.signIn", allows: () => true };
export const createAccountPolicy: Policy = { name: "account.create", allows: () => true };
export const requestPasswordResetPolicy: Policy = {
  name: "account.requestPasswordReset",
  allows: () => true,
};
export const resetPasswordPolicy: Policy = { name: "account.resetPassword", allows: () => true };
export const confirmAccountPolicy: Policy = { name: "account.confirm", allows: () => true };

export const signOutPolicy: Policy = { name: "account.signOut", allows: (viewer) => isSignedIn(viewer) };
export const updateSettingsPolicy: Policy = {
  name: "account.updateSettings",
  allows: (viewer) => isSignedIn(viewer),
};
export const changeEmailPolicy: Policy = {
  name: "account.changeEmail",
  allows: (viewer) => isSignedIn(viewer),
};
export const changePasswordPolicy: Policy = {
  name: "account.changePassword",
  allows: (viewer) => isSignedIn(viewer),
};

/**
 * Signed in here; the service then checks the viewer is the campaign's client and not a broker,
 * which needs the campaign row.
 */
export const clientLoginNotificationPolicy: Policy = {
  name: "account.sendClientLoginNotification",
  allows: (viewer) => isSignedIn(viewer),
};

export const listUsersPolicy: Policy = { name: "user.list", allows: (viewer) => isAdmin(viewer) };
export const setUserRolesPolicy: Policy = { name: "user.setRoles", allows: (viewer) => isAdmin(viewer) };

/** Anyone with the link: the token is the proof, and it only ever names its own account. */
export const confirmAccountWithPasswordPolicy: Policy = {
  name: "account.confirmWithPassword",
  allows: () => true,
};
/** Signed in; the service only ever touches the viewer's own sessions. */
export const endSessionPolicy: Policy = {
  name: "account.endSession",
  allows: (viewer) => isSignedIn(viewer),
};
export const endOtherSessionsPolicy: Policy = {
  name: "account.endOtherSessions",
  allows: (viewer) => isSignedIn(viewer),
};
