import {
  type Action,
  applyMiddleware,
  combineReducers,
  legacy_createStore as createStore,
  type Middleware,
  type Reducer,
  type ReducersMapObject,
  type UnknownAction,
} from "redux";

/*
 * The few Redux Toolkit pieces the app uses (createSlice, createAction, configureStore with thunks),
 * with the same names and shapes, over plain Redux. Case reducers return the next state (the same
 * object when nothing changes); reducers written as mutations of a draft go through `withDrafts`
 * (drafts.ts, Immer), which only slices loaded with their screens use, so Immer stays out of every
 * page's first load. Figures in docs/decisions.md (issue 10, section 5).
 */

export type { UnknownAction };
export { combineReducers };

export type PayloadAction<P = void, T extends string = string> = { type: T; payload: P };

export interface ActionCreator<P> {
  (...args: P extends void ? [] : [payload: P]): PayloadAction<P>;
  type: string;
  match(action: unknown): action is PayloadAction<P>;
}

export function createAction<P = void>(type: string): ActionCreator<P> {
  const creator = ((payload?: P) => ({ type, payload })) as unknown as ActionCreator<P>;
  creator.type = type;
  creator.match = (action: unknown): action is PayloadAction<P> =>
    typeof action === "object" && action !== null && (action as Action).type === type;
  return creator;
}

// biome-ignore lint/suspicious/noExplicitAny: a case reducer may take any action shape
type AnyAction = PayloadAction<any>;
/** Returns the next state, or `state` itself when nothing changes; never mutates `state`. */
export type CaseReducer<S, A extends AnyAction = AnyAction> = (state: S, action: A) => S;
type CaseReducers<S> = Record<string, CaseReducer<S, AnyAction>>;

/** The payload type a case reducer declares, or none (`void`, as in Redux Toolkit) when it takes no action. */
// biome-ignore lint/suspicious/noConfusingVoidType: action creators without a payload take no argument
type NoPayload = void;
type PayloadOf<R> = R extends (state: never, action: infer A) => unknown
  ? A extends PayloadAction<infer P>
    ? P
    : NoPayload
  : NoPayload;

type ActionCreators<R> = { [K in keyof R]: ActionCreator<PayloadOf<R[K]>> };

export interface CaseBuilder<S> {
  addCase<P>(creator: ActionCreator<P>, reducer: CaseReducer<S, PayloadAction<P>>): CaseBuilder<S>;
}

export function createSlice<S, R extends CaseReducers<S>>(options: {
  name: string;
  initialState: S;
  reducers: R & ThisType<void>;
  extraReducers?: (builder: CaseBuilder<S>) => void;
}): {
  name: string;
  reducer: Reducer<S>;
  actions: ActionCreators<R>;
  /**
   * Adds case reducers to a slice that already exists, for code that loads later (the onboarding
   * screens' editing reducers join the always-loaded onboarding state); returns their actions.
   */
  injectReducers<R2 extends CaseReducers<S>>(reducers: R2 & ThisType<void>): ActionCreators<R2>;
} {
  const handlers = new Map<string, CaseReducer<S, AnyAction>>();
  const addReducers = (reducers: CaseReducers<S>) => {
    const actions = {} as Record<string, ActionCreator<unknown>>;
    for (const [key, caseReducer] of Object.entries(reducers)) {
      const creator = createAction<unknown>(`${options.name}/${key}`);
      actions[key] = creator;
      handlers.set(creator.type, caseReducer);
    }
    return actions;
  };
  const actions = addReducers(options.reducers);
  const builder: CaseBuilder<S> = {
    addCase(creator, caseReducer) {
      handlers.set(creator.type, caseReducer as CaseReducer<S, AnyAction>);
      return builder;
    },
  };
  options.extraReducers?.(builder);
  const reducer = (state: S | undefined = options.initialState, action: UnknownAction): S => {
    const handler = handlers.get(action.type);
    if (!handler) return state;
    const next = handler(state, action as AnyAction);
    // Development and tests freeze each new state, so a reducer that mutates instead fails loudly.
    if (import.meta.env?.DEV && next !== state) deepFreeze(next);
    return next;
  };
  return {
    name: options.name,
    reducer: reducer as Reducer<S>,
    actions: actions as ActionCreators<R>,
    injectReducers: <R2 extends CaseReducers<S>>(reducers: R2) => addReducers(reducers) as ActionCreators<R2>,
  };
}

function deepFreeze(value: unknown): void {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

export type ThunkAction<R, S, E, A extends Action> = (
  dispatch: ThunkDispatch<S, E, A>,
  getState: () => S,
  extraArgument: E,
) => R;

export interface ThunkDispatch<S, E, A extends Action> {
  <R>(thunk: ThunkAction<R, S, E, A>): R;
  <T extends A>(action: T): T;
}

const thunk: Middleware =
  ({ dispatch, getState }) =>
  (next) =>
  (action) =>
    typeof action === "function" ? action(dispatch, getState, undefined) : next(action);

/** `reducer` is a root reducer or, as in Redux Toolkit, a map of slice reducers. */
export function configureStore<S>(options: {
  reducer: Reducer<S> | ReducersMapObject<S>;
  preloadedState?: Partial<S>;
}) {
  const root = typeof options.reducer === "function" ? options.reducer : combineReducers(options.reducer);
  const store = createStore(
    root as Reducer<S, UnknownAction, Partial<S>>,
    options.preloadedState,
    applyMiddleware(thunk),
  );
  return store as Omit<typeof store, "dispatch"> & { dispatch: ThunkDispatch<S, unknown, UnknownAction> };
}
