import { describe, expect, it } from "vitest";
import { safeLogArguments } from "./loggerOptions";
import { redactUrl, safeError } from "./safeLog";

const HASH = "$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA";

/** The shape drizzle-orm gives a failed statement (DrizzleQueryError). */
function drizzleError(cause: unknown) {
  const error = new Error(
    `Failed query: insert into users (email, password_hash) values ($1, $2)\nparams: a@b.c,${HASH}`,
  );
  return Object.assign(error, {
    query: "insert into users (email, password_hash) values ($1, $2)",
    params: ["a@b.c", HASH],
    cause,
  });
}

/** The fields node-postgres gives a unique violation. */
function uniqueViolation() {
  return Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
    code: "23505",
    severity: "ERROR",
    detail: "Key (email)=(a@b.c) already exists.",
    table: "users",
    constraint: "users_email_key",
    where: "SQL statement with a@b.c",
  });
}

describe("safeError", () => {
  it("keeps the SQL, the codes and the names, and drops every value", () => {
    const safe = safeError(drizzleError(uniqueViolation()));
    const text = JSON.stringify(safe);
    expect(safe.message).toBe("Failed query: insert into users (email, password_hash) values ($1, $2)");
    expect(safe.cause).toMatchObject({ code: "23505", table: "users", constraint: "users_email_key" });
    expect(text).not.toContain("a@b.c");
    expect(text).not.toContain("c2FsdA");
    expect(text).not.toContain("params");
  });

  it("redacts the value PostgreSQL quotes at the end of its message, not the names it quotes", () => {
    const cast = Object.assign(new Error('invalid input syntax for type uuid: "secret-value"'), {
      code: "22P02",
      severity: "ERROR",
    });
    expect(safeError(cast).message).toBe("invalid input syntax for type uuid: [redacted]");
    expect(safeError(uniqueViolation()).message).toBe(
      'duplicate key value violates unique constraint "users_email_key"',
    );
  });

  it("is idempotent", () => {
    const once = safeError(drizzleError(uniqueViolation()));
    expect(safeError(once)).toEqual(once);
  });
});

describe("safeLogArguments", () => {
  it("cleans errors logged the way GraphQL Yoga logs them (a bare array) and parameter lists in strings", () => {
    const [head] = safeLogArguments([[drizzleError(null)]]);
    expect(JSON.stringify(head)).not.toContain("c2FsdA");
    expect(head).toMatchObject({ err: { message: expect.stringMatching(/^Failed query: insert/) } });
    const [obj, msg] = safeLogArguments([
      { errors: [`Failed query: x\nparams: ${HASH}`] },
      `oops\nparams: ${HASH}`,
    ]);
    expect(JSON.stringify([obj, msg])).not.toContain("c2FsdA");
  });
});

describe("redactUrl", () => {
  it("redacts confirmation tokens and token query parameters, and leaves other URLs alone", () => {
    expect(redactUrl("/confirm-account/abc_DEF-123")).toBe("/confirm-account/[redacted]");
    expect(redactUrl("/confirm-account/abc/true?x=1")).toBe("/confirm-account/[redacted]/true?x=1");
    expect(redactUrl("/change-password?token=abc&next=%2F")).toBe(
      "/change-password?token=[redacted]&next=%2F",
    );
    expect(redactUrl("/change-password?a=1&TOKEN=abc")).toBe("/change-password?a=1&TOKEN=[redacted]");
    expect(redactUrl("/search?q=token")).toBe("/search?q=token");
    expect(redactUrl("/listings/123")).toBe("/listings/123");
  });

  it("redacts an invitation's id, the secret its mail carries", () => {
    const id = "7d1c2a4e-5b3f-4c8d-9e0a-1b2c3d4e5f60";
    expect(redactUrl(`/invitation/${id}`)).toBe("/invitation/[redacted]");
    expect(redactUrl(`/tour-invitation/${id}?x=1`)).toBe("/tour-invitation/[redacted]?x=1");
    expect(redactUrl("/invitations")).toBe("/invitations");
  });
});
