import { describe, expect, it } from "vitest";
import { produce } from "./produce";

type State = {
  a: { b: number; c: { d: string } };
  list: { id: number; on: boolean }[];
  map: Record<string, { n: number }>;
  other: { x: number };
};

const base = (): State => ({
  a: { b: 1, c: { d: "x" } },
  list: [
    { id: 1, on: false },
    { id: 2, on: false },
  ],
  map: { k: { n: 1 } },
  other: { x: 1 },
});

describe("produce", () => {
  it("returns the base itself when nothing changes, even after reading deep values", () => {
    const state = base();
    const next = produce(state, (draft) => {
      void draft.a.c.d;
      void draft.list.map((item) => item.on);
    });
    expect(next).toBe(state);
  });

  it("copies only the changed path and shares the rest", () => {
    const state = base();
    const next = produce(state, (draft) => {
      draft.a.c.d = "y";
    });
    expect(next.a.c.d).toBe("y");
    expect(state.a.c.d).toBe("x");
    expect(next.a).not.toBe(state.a);
    expect(next.list).toBe(state.list);
    expect(next.other).toBe(state.other);
  });

  it("supports array methods, element edits and deletes", () => {
    const state = base();
    const next = produce(state, (draft) => {
      draft.list.push({ id: 3, on: true });
      draft.list[0].on = true;
      draft.list.splice(1, 1);
      delete draft.map.k;
      draft.map.j = { n: 2 };
    });
    expect(next.list).toEqual([
      { id: 1, on: true },
      { id: 3, on: true },
    ]);
    expect(Array.isArray(next.list)).toBe(true);
    expect(next.map).toEqual({ j: { n: 2 } });
    expect(state.list).toHaveLength(2);
    expect(state.list[0].on).toBe(false);
    expect(state.map).toEqual({ k: { n: 1 } });
  });

  it("resolves drafts placed inside new values", () => {
    const state = base();
    const next = produce(state, (draft) => {
      draft.list = draft.list.filter((item) => item.id === 2);
      draft.list[0].on = true;
      draft.other = { ...draft.other, x: 2 };
      draft.map = { copy: draft.map.k };
    });
    expect(next.list).toEqual([{ id: 2, on: true }]);
    expect(next.other).toEqual({ x: 2 });
    expect(next.map.copy).toBe(state.map.k);
    expect(JSON.parse(JSON.stringify(next))).toEqual(next);
  });

  it("uses a returned value instead of the draft", () => {
    const state = base();
    const replacement = { ...base(), other: { x: 9 } };
    expect(produce(state, () => replacement)).toBe(replacement);
  });

  it("lets the recipe read what it wrote, with keys, spreads and `in`", () => {
    const next = produce(base(), (draft) => {
      draft.map.z = { n: 5 };
      expect(Object.keys(draft.map)).toEqual(["k", "z"]);
      expect("z" in draft.map).toBe(true);
      expect({ ...draft.map.z }).toEqual({ n: 5 });
      draft.map.z.n += 1;
    });
    expect(next.map.z).toEqual({ n: 6 });
  });

  it("passes primitives straight through", () => {
    expect(produce(3, (n) => n + 1)).toBe(4);
    expect(produce(null as number | null, () => undefined)).toBeNull();
  });
});
