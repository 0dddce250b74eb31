import crypto from "node:crypto";
import type { Db } from "../db/client";
import { hashPassword, verifyPassword } from "./password";
import { finishPasswordCheck, reservePasswordCheck } from "./passwordThrottle";

export type CredentialCheck =
  | { result: "correct" }
  | { result: "wrong" }
  | { result: "throttled"; retryAt: Date };

let dummyHash: Promise<string> | undefined;

/** A real hash of a random password, checked when there is none so every answer takes as long. */
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomBytes(18).toString("base64url"));
  return dummyHash;
}

/**
 * Every password check goes through here (sign-in, and the current password in settings), so one
 * progressive delay guards them all. `email` names the account (the submitted address at sign-in,
 * known or not); `passwordHash` is null for an unknown address or an account without a password.
 */
export async function checkCredential(
  db: Db,
  subject: { email: string; ip: string },
  passwordHash: string | null,
  password: string,
): Promise<CredentialCheck> {
  const gate = await reservePasswordCheck(db, subject);
  if (!gate.allowed) return { result: "throttled", retryAt: gate.retryAt };
  let correct = false;
  if (passwordHash) correct = await verifyPassword(passwordHash, password);
  else await verifyPassword(await dummyPasswordHash(), password);
  await finishPasswordCheck(db, gate.ticket, correct);
  return { result: correct ? "correct" : "wrong" };
}
