import { produce } from "immer";
import type { CaseReducer } from "./toolkit";

/*
 * Case reducers written as mutations of an Immer draft, for slices with many small edits (the
 * onboarding screens). Only modules that load with their screens import this, so Immer (about 3 KB
 * gzip) is not in any page's first load; the always-loaded slices return their next state instead.
 */

// biome-ignore lint/suspicious/noExplicitAny: a case reducer may take any action shape
type DraftReducer<S> = (state: S, action: any) => DraftResult<S>;
// biome-ignore lint/suspicious/noConfusingVoidType: a reducer that only edits its draft returns void
type DraftResult<S> = S | undefined | void;

type Produced<S, R> = {
  [K in keyof R]: R[K] extends (state: S, action: infer A) => unknown
    ? unknown extends A
      ? (state: S) => S
      : (state: S, action: A) => S
    : never;
};

/** Immer types the draft as `Draft<S>`; the reducers are written against `S`, as in Redux Toolkit. */
const produceState = produce as <T>(base: T, recipe: (draft: T) => T | undefined) => T;

/**
 * `withDrafts<State>()({ ... })`: each reducer runs on a draft; its result (or the draft's changes)
 * is the next, frozen state. Curried so the state type is given once and the reducers are inferred.
 */
export function withDrafts<S>() {
  return <R extends Record<string, DraftReducer<S>>>(reducers: R & ThisType<void>): Produced<S, R> => {
    const produced: Record<string, CaseReducer<S>> = {};
    for (const [key, reducer] of Object.entries(reducers)) {
      produced[key] = (state, action) =>
        produceState(state, (draft) => reducer(draft, action) as S | undefined);
    }
    return produced as Produced<S, R>;
  };
}
