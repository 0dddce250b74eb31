import { describe, expect, it } from "vitest";
import { withDrafts } from "./drafts";
import { configureStore, createSlice, type PayloadAction } from "./toolkit";

type Counter = { n: number; tags: string[] };

describe("createSlice", () => {
  it("keeps the state object when a case reducer returns it, so nothing re-renders", () => {
    const slice = createSlice({
      name: "counter",
      initialState: { n: 0, tags: [] } as Counter,
      reducers: {
        add: (state, action: PayloadAction<number>) =>
          action.payload === 0 ? state : { ...state, n: state.n + action.payload },
      },
    });
    const store = configureStore({ reducer: { counter: slice.reducer } });
    const before = store.getState().counter;
    store.dispatch(slice.actions.add(0));
    expect(store.getState().counter).toBe(before);
    store.dispatch(slice.actions.add(2));
    expect(store.getState().counter).toEqual({ n: 2, tags: [] });
  });

  it("freezes each new state in development, so a reducer that mutates fails at once", () => {
    const slice = createSlice({
      name: "counter",
      initialState: { n: 0, tags: [] } as Counter,
      reducers: {
        tag: (state, action: PayloadAction<string>) => ({ ...state, tags: [...state.tags, action.payload] }),
        // A mistake on purpose: mutating instead of returning a copy.
        badTag: (state, action: PayloadAction<string>) => {
          state.tags.push(action.payload);
          return { ...state };
        },
      },
    });
    const store = configureStore({ reducer: { counter: slice.reducer } });
    store.dispatch(slice.actions.tag("a"));
    expect(Object.isFrozen(store.getState().counter.tags)).toBe(true);
    expect(() => store.dispatch(slice.actions.badTag("b"))).toThrow(TypeError);
  });
});

describe("withDrafts (Immer)", () => {
  const slice = createSlice({
    name: "drafted",
    initialState: { n: 0, tags: [] } as Counter,
    reducers: {},
  });
  const actions = slice.injectReducers(
    withDrafts<Counter>()({
      tag(state, action: PayloadAction<string>) {
        if (!state.tags.includes(action.payload)) state.tags.push(action.payload);
      },
      reset: () => ({ n: 0, tags: [] }),
    }),
  );

  it("turns edits of a draft into a new state and leaves the old one alone", () => {
    const store = configureStore({ reducer: { drafted: slice.reducer } });
    const before = store.getState().drafted;
    store.dispatch(actions.tag("a"));
    expect(store.getState().drafted).toEqual({ n: 0, tags: ["a"] });
    expect(before.tags).toEqual([]);
    const after = store.getState().drafted;
    store.dispatch(actions.tag("a"));
    expect(store.getState().drafted).toBe(after);
    store.dispatch(actions.reset());
    expect(store.getState().drafted).toEqual({ n: 0, tags: [] });
  });
});
