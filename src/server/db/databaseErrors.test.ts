import { GraphQLError } from "graphql";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./databaseErrors";

const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it("knows the database going away or refusing connections", () => {
    expect(isDatabaseUnavailable(withCode("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("ECONNRESET"))).toBe(true);
    expect(
      isDatabaseUnavailable(withCode("57P01", "terminating connection due to administrator command")),
    ).toBe(true);
    expect(isDatabaseUnavailable(withCode("57P03", "the database system is starting up"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("08006", "connection failure"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated due to connection timeout"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(
      isDatabaseUnavailable(new Error("Client has encountered a connection error and is not queryable")),
    ).toBe(true);
  });

  it("looks through what wraps the driver's error: drizzle's cause, GraphQL's originalError, each address tried", () => {
    const refused = withCode("ECONNREFUSED");
    const drizzle = Object.assign(new Error("Failed query: select 1\nparams: "), { cause: refused });
    expect(isDatabaseUnavailable(drizzle)).toBe(true);
    expect(isDatabaseUnavailable(new GraphQLError("Unexpected error.", { originalError: drizzle }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new AggregateError([refused, withCode("ECONNREFUSED")]))).toBe(true);
  });

  it("leaves statement errors and bugs alone: those stay 500s and are logged as errors", () => {
    const unique = new pg.DatabaseError(
      'duplicate key value violates unique constraint "users_email"',
      0,
      "error",
    );
    unique.code = "23505";
    expect(isDatabaseUnavailable(unique)).toBe(false);
    expect(isDatabaseUnavailable(withCode("42P01", 'relation "nope" does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(withCode("57014", "canceling statement due to statement timeout"))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isDatabaseUnavailable(new AggregateError([withCode("ECONNREFUSED"), new Error("bug")]))).toBe(
      false,
    );
    expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });

  it("does not loop on an error that is its own cause", () => {
    const e = new Error("x") as Error & { cause?: unknown };
    e.cause = e;
    expect(isDatabaseUnavailable(e)).toBe(false);
  });
});
