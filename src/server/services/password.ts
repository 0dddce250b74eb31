import { hash, verify } from "@node-rs/argon2";

/** @node-rs/argon2 exports Algorithm as a const enum, which isolated modules cannot read: 2 is Argon2id. */
const ARGON2ID = 2;

/** OWASP argon2id parameters: m = 19 MiB, t = 2, p = 1. */
export const argon2Options = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
