import { adminAccess, publicAccess, signedInAccess } from "./policy";

// Signing in, signing up and the e-mailed links work for anyone; they are throttled instead.
export const signInPolicy = publicAccess("account.signIn");
export const createAccountPolicy = publicAccess("account.create");
export const requestPasswordResetPolicy = publicAccess("account.requestPasswordReset");
export const resetPasswordPolicy = publicAccess("account.resetPassword");
export const confirmAccountPolicy = publicAccess("account.confirm");
/** Anyone with the link: the token is the proof, and it only ever names its own account. */
export const confirmAccountWithPasswordPolicy = publicAccess("account.confirmWithPassword");

export const signOutPolicy = signedInAccess("account.signOut");
// Settings, e-mail and password: the viewer's own account, the only one these mutations name.
export const updateSettingsPolicy = signedInAccess("account.updateSettings");
export const changeEmailPolicy = signedInAccess("account.changeEmail");
export const changePasswordPolicy = signedInAccess("account.changePassword");

/** Signed in here; the campaign's rule (`notifyBrokerOfLogin`) is checked once it is loaded. */
export const clientLoginNotificationPolicy = signedInAccess("account.sendClientLoginNotification");

export const listUsersPolicy = adminAccess("user.list");
/** Admins; `revokeAdmin` then refuses an admin's own admin role. */
export const setUserRolesPolicy = adminAccess("user.setRoles");

/** Signed in; the service only ever touches the viewer's own sessions. */
export const endSessionPolicy = signedInAccess("account.endSession");
export const endOtherSessionsPolicy = signedInAccess("account.endOtherSessions");
/** Admins only: disabling, enabling and resending confirmation (user admin). */
export const manageUserPolicy = adminAccess("user.manage");
/** Admins only: reading the audit log. */
export const readAuditLogPolicy = adminAccess("audit.read");
/** Admins only: reading and flipping the maintenance switch. */
export const maintenancePolicy = adminAccess("settings.maintenance");
/** Admins only: reading, handling and exporting messages from the public forms. */
export const contactSubmissionsPolicy = adminAccess("contactSubmissions.manage");
/** Admins only: creating vendors, trusting them and linking users to them (user admin). */
export const manageVendorsPolicy = adminAccess("vendor.manage");
