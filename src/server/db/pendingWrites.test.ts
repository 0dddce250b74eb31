import { describe, expect, it } from "vitest";
import { createPendingWrites } from "./pendingWrites";

const away = () => Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });

/** A write against a database that is away until `back()`; counts its tries and its landing. */
function writeTo() {
  let up = false;
  const state = { tries: 0, landed: 0 };
  return {
    state,
    back: () => {
      up = true;
    },
    write: async () => {
      state.tries++;
      if (!up) throw away();
      state.landed++;
    },
  };
}

describe("pending writes", () => {
  it("lands at once when the database answers", async () => {
    const pending = createPendingWrites();
    const db = writeTo();
    db.back();
    expect(await pending.keep("mark", db.write)).toBe("landed");
    expect(db.state).toEqual({ tries: 1, landed: 1 });
    expect(pending.size).toBe(0);
  });

  it("keeps a write while the database is away and lands it once, soon after it returns", async () => {
    const pending = createPendingWrites({ minDelayMs: 5, maxDelayMs: 20 });
    const db = writeTo();
    const outcome = pending.keep("mail-sent-1", db.write);
    await expect.poll(() => db.state.tries, { timeout: 5000 }).toBeGreaterThan(3);
    expect(pending.has("mail-sent-1")).toBe(true);
    expect(pending.size).toBe(1);
    db.back();
    const backAt = Date.now();
    expect(await outcome).toBe("landed");
    // Within the longest backoff (20 ms) of its return, give or take a busy machine.
    expect(Date.now() - backAt).toBeLessThan(500);
    expect(db.state.landed).toBe(1);
    expect(pending.has("mail-sent-1")).toBe(false);
  });

  it("backs off: tries grow further apart up to the longest delay", async () => {
    const pending = createPendingWrites({ minDelayMs: 10, maxDelayMs: 40 });
    const at: number[] = [];
    const outcome = pending.keep(
      "k",
      async () => {
        at.push(Date.now());
        throw away();
      },
      { maxAgeMs: 250 },
    );
    expect(await outcome).toBe("gave-up");
    const gaps = at.slice(1).map((t, i) => t - at[i]);
    expect(gaps[0]).toBeGreaterThanOrEqual(9);
    expect(gaps[1]).toBeGreaterThanOrEqual(19);
    // Without backoff, 10 ms apart for 250 ms would be about 25 tries.
    expect(at.length).toBeLessThan(15);
  });

  it("passes other errors on instead of keeping them", async () => {
    const pending = createPendingWrites();
    await expect(
      pending.keep("bad", async () => {
        throw new Error('relation "nope" does not exist');
      }),
    ).rejects.toThrow("nope");
    expect(pending.size).toBe(0);
  });

  it("is bounded: a full queue keeps nothing more, and says so", async () => {
    const pending = createPendingWrites({ capacity: 2, minDelayMs: 5, maxDelayMs: 5 });
    const db = writeTo();
    const kept = [pending.keep("a", db.write), pending.keep("b", db.write)];
    await expect.poll(() => pending.size, { timeout: 5000 }).toBe(2);
    expect(pending.full).toBe(true);
    expect(await pending.keep("c", db.write)).toBe("gave-up");
    db.back();
    expect(await Promise.all(kept)).toEqual(["landed", "landed"]);
    expect(pending.full).toBe(false);
  });

  it("flush lands what it can on a graceful stop, then gives up on the rest", async () => {
    const pending = createPendingWrites({ minDelayMs: 1000, maxDelayMs: 1000 });
    const db = writeTo();
    const outcome = pending.keep("a", db.write);
    await expect.poll(() => pending.size, { timeout: 5000 }).toBe(1);
    db.back();
    // Tried at once, not after its 1 s backoff.
    const started = Date.now();
    expect(await pending.flush(500)).toEqual({ landed: 1, left: 0 });
    expect(Date.now() - started).toBeLessThan(500);
    expect(await outcome).toBe("landed");

    const stuck = createPendingWrites({ minDelayMs: 5, maxDelayMs: 5 });
    const never = writeTo();
    const lost = stuck.keep("b", never.write);
    await expect.poll(() => stuck.size, { timeout: 5000 }).toBe(1);
    expect(await stuck.flush(50)).toEqual({ landed: 0, left: 1 });
    expect(await lost).toBe("gave-up");
    // Stopping: nothing new is kept.
    expect(await stuck.keep("c", never.write)).toBe("gave-up");
  });
});
