import {
  changeEmailPolicy,
  changePasswordPolicy,
  clientLoginNotificationPolicy,
  confirmAccountPolicy,
  confirmAccountWithPasswordPolicy,
  createAccountPolicy,
  requestPasswordResetPolicy,
  resetPasswordPolicy,
  signInPolicy,
  signOutPolicy,
  updateSettingsPolicy,
} from "../../policies/accountPolicy";
import { confirmAccount, confirmAccountWithPassword } from "../../services/accountConfirmation";
import type { AccountError } from "../../services/accountResult";
import {
  createAccount,
  requestPasswordReset,
  resetPassword,
  signIn,
  signOut,
} from "../../services/accountService";
import { changeEmail, changePassword, updateSettings } from "../../services/accountSettingsService";
import { sendClientLoginNotification } from "../../services/loginNotificationService";
import type { GraphQLContext } from "../context";
import type { Resolvers } from "../generated/resolverTypes";
import { deny, guarded, type SignedInContext } from "../guard";
import {
  changeEmailArgs,
  changePasswordArgs,
  clientLoginNotificationArgs,
  confirmAccountArgs,
  confirmAccountWithPasswordArgs,
  createAccountArgs,
  parseAccountInput,
  requestPasswordResetArgs,
  resetPasswordArgs,
  signInArgs,
  updateSettingsArgs,
} from "./inputs";
import { claimOncePerRequest } from "./requestLimits";
import { accountDeps, endViewerSession, refreshViewer, startViewerSession } from "./sessionCookie";

type Ctx = GraphQLContext;

const failed = (error: AccountError) => ({ currentUser: null, user: null, error });

export const accountMutations = {
  Mutation: {
    signIn: guarded(signInPolicy, async (_p, raw: unknown, ctx: Ctx) => {
      claimOncePerRequest(ctx, "signIn");
      const input = parseAccountInput(signInArgs, raw);
      if (!input.ok) return failed(input.error);
      const result = await signIn(accountDeps(ctx), {
        ...input.data,
        previousSessionIdHash: ctx.viewer.sessionIdHash,
      });
      if (!result.ok) return failed(result.error);
      startViewerSession(ctx, result.value.user, result.value.session);
      return { currentUser: result.value.user, error: null };
    }),

    signOut: guarded(signOutPolicy, async (_p, _a: unknown, ctx: SignedInContext) => {
      await signOut(accountDeps(ctx), ctx.viewer.user.id, ctx.viewer.sessionIdHash);
      endViewerSession(ctx);
      return true;
    }),

    createAccount: guarded(createAccountPolicy, async (_p, raw: unknown, ctx: Ctx) => {
      claimOncePerRequest(ctx, "signIn");
      const parsed = parseAccountInput(createAccountArgs, raw);
      if (!parsed.ok) return failed(parsed.error);
      const { phone, ...rest } = parsed.data.input;
      const result = await createAccount(accountDeps(ctx), { ...rest, ...phone }, ctx.viewer.sessionIdHash);
      if (!result.ok) return failed(result.error);
      startViewerSession(ctx, result.value.user, result.value.session);
      return { user: result.value.user, error: null };
    }),

    requestPasswordReset: guarded(requestPasswordResetPolicy, async (_p, raw: unknown, ctx: Ctx) => {
      claimOncePerRequest(ctx, "passwordReset");
      const input = parseAccountInput(requestPasswordResetArgs, raw);
      if (!input.ok) return { ok: false, error: input.error };
      const result = await requestPasswordReset(accountDeps(ctx), input.data.email);
      return result.ok ? { ok: true, error: null } : { ok: false, error: result.error };
    }),

    resetPassword: guarded(resetPasswordPolicy, async (_p, raw: unknown, ctx: Ctx) => {
      claimOncePerRequest(ctx, "signIn");
      const input = parseAccountInput(resetPasswordArgs, raw);
      if (!input.ok) return failed(input.error);
      const result = await resetPassword(accountDeps(ctx), {
        ...input.data,
        previousSessionIdHash: ctx.viewer.sessionIdHash,
      });
      if (!result.ok) return failed(result.error);
      startViewerSession(ctx, result.value.user, result.value.session);
      return { currentUser: result.value.user, error: null };
    }),

    confirmAccount: guarded(confirmAccountPolicy, async (_p, raw: unknown, ctx: Ctx) => {
      const refused = (error: AccountError) => ({ ok: false, passwordRequired: false, email: null, error });
      const input = parseAccountInput(confirmAccountArgs, raw);
      if (!input.ok) return refused(input.error);
      const result = await confirmAccount(accountDeps(ctx), input.data);
      if (!result.ok) return refused(result.error);
      const outcome = result.value;
      if (outcome.kind === "passwordRequired") {
        return { ok: false, passwordRequired: true, email: outcome.email, error: null };
      }
      refreshViewer(ctx, outcome.user);
      return { ok: true, passwordRequired: false, email: outcome.email, error: null };
    }),

    confirmAccountWithPassword: guarded(
      confirmAccountWithPasswordPolicy,
      async (_p, raw: unknown, ctx: Ctx) => {
        claimOncePerRequest(ctx, "signIn");
        const input = parseAccountInput(confirmAccountWithPasswordArgs, raw);
        if (!input.ok) return failed(input.error);
        const result = await confirmAccountWithPassword(accountDeps(ctx), {
          ...input.data,
          previousSessionIdHash: ctx.viewer.sessionIdHash,
        });
        if (!result.ok) return failed(result.error);
        startViewerSession(ctx, result.value.user, result.value.session);
        return { currentUser: result.value.user, error: null };
      },
    ),

    updateSettings: guarded(updateSettingsPolicy, async (_p, raw: unknown, ctx: SignedInContext) => {
      const parsed = parseAccountInput(updateSettingsArgs, raw);
      if (!parsed.ok) return failed(parsed.error);
      const { phone, ...rest } = parsed.data.input;
      const user = await updateSettings(accountDeps(ctx), ctx.viewer.user, { ...rest, ...phone });
      refreshViewer(ctx, user);
      return { user, error: null };
    }),

    changeEmail: guarded(changeEmailPolicy, async (_p, raw: unknown, ctx: SignedInContext) => {
      claimOncePerRequest(ctx, "changeEmail");
      const input = parseAccountInput(changeEmailArgs, raw);
      if (!input.ok) return failed(input.error);
      const result = await changeEmail(accountDeps(ctx), ctx.viewer.user, input.data);
      if (!result.ok) return failed(result.error);
      refreshViewer(ctx, result.value);
      return { user: result.value, error: null };
    }),

    changePassword: guarded(changePasswordPolicy, async (_p, raw: unknown, ctx: SignedInContext) => {
      claimOncePerRequest(ctx, "changePassword");
      const input = parseAccountInput(changePasswordArgs, raw);
      if (!input.ok) return { success: false, error: input.error };
      const result = await changePassword(accountDeps(ctx), ctx.viewer.user, {
        ...input.data,
        currentSessionIdHash: ctx.viewer.sessionIdHash,
      });
      return result.ok ? { success: true, error: null } : { success: false, error: result.error };
    }),

    sendClientLoginNotification: guarded(
      clientLoginNotificationPolicy,
      async (_p, raw: unknown, ctx: SignedInContext) => {
        const input = parseAccountInput(clientLoginNotificationArgs, raw);
        if (!input.ok) return { success: false, error: input.error };
        const result = await sendClientLoginNotification(accountDeps(ctx), ctx.viewer, input.data.campaignId);
        if (!result.ok && result.error.code === "FORBIDDEN") deny(ctx, "campaign.notifyBrokerOfLogin");
        return result.ok ? { success: true, error: null } : { success: false, error: result.error };
      },
    ),
  },
} satisfies Resolvers;
