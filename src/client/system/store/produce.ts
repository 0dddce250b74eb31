/*
 * Copy-on-write updates written as mutations, for the store's case reducers: `produce(base, draft
 * => { draft.a.b = 1 })` returns a new state that shares every untouched branch with `base`, and
 * `base` itself when nothing changed. It does what our reducers need of Immer (plain objects and
 * arrays; assignment, delete, array methods, returning a replacement) in about 1 KB instead of 9,
 * because every byte of the store ships in the first load of every page.
 */

type Draftable = Record<PropertyKey, unknown> | unknown[];

type DraftState = {
  base: Draftable;
  copy: Draftable | null;
  /** Drafts handed out for child values, by key; a child stays valid while the key holds its base. */
  children: Map<PropertyKey, DraftState>;
  proxy: Draftable;
  result?: unknown;
};

const draftStates = new WeakMap<object, DraftState>();

function isDraftable(value: unknown): value is Draftable {
  if (value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return true;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function shallowCopy(value: Draftable): Draftable {
  return Array.isArray(value) ? value.slice() : { ...value };
}

function current(state: DraftState): Draftable {
  return state.copy ?? state.base;
}

function writable(state: DraftState): Draftable {
  if (!state.copy) state.copy = shallowCopy(state.base);
  return state.copy;
}

const has = (target: object, key: PropertyKey) => Object.hasOwn(target, key);

function createDraft(base: Draftable): DraftState {
  const state: DraftState = { base, copy: null, children: new Map(), proxy: base };
  // The proxy's own target stays empty: every trap reads the base or the copy instead.
  state.proxy = new Proxy(Array.isArray(base) ? [] : {}, {
    get(_target, key) {
      const source = current(state) as Record<PropertyKey, unknown>;
      const value = source[key];
      if (!has(source, key) || !isDraftable(value) || draftStates.has(value)) return value;
      const known = state.children.get(key);
      if (known && known.base === value) return known.proxy;
      const child = createDraft(value);
      state.children.set(key, child);
      return child.proxy;
    },
    set(_target, key, value) {
      (writable(state) as Record<PropertyKey, unknown>)[key] = value;
      return true;
    },
    defineProperty(_target, key, descriptor) {
      (writable(state) as Record<PropertyKey, unknown>)[key] = descriptor.value;
      return true;
    },
    deleteProperty(_target, key) {
      delete (writable(state) as Record<PropertyKey, unknown>)[key];
      state.children.delete(key);
      return true;
    },
    has(_target, key) {
      return key in current(state);
    },
    ownKeys() {
      return Reflect.ownKeys(current(state));
    },
    getOwnPropertyDescriptor(_target, key) {
      const descriptor = Reflect.getOwnPropertyDescriptor(current(state), key);
      if (!descriptor) return undefined;
      // An array's length is the one non-configurable property; the empty target has it too.
      return {
        ...descriptor,
        writable: true,
        configurable: !(Array.isArray(state.base) && key === "length"),
      };
    },
  });
  draftStates.set(state.proxy, state);
  return state;
}

/** Replaces drafts found inside a value the recipe created (e.g. `draft.list = draft.list.filter(...)`). */
function resolve(value: unknown, seen: Set<object>): unknown {
  const draft = typeof value === "object" && value !== null ? draftStates.get(value) : undefined;
  if (draft) return finalize(draft);
  if (!isDraftable(value) || seen.has(value)) return value;
  seen.add(value);
  const record = value as Record<PropertyKey, unknown>;
  for (const key of Object.keys(record)) {
    const inner = record[key];
    if (typeof inner === "object" && inner !== null) {
      const resolved = resolve(inner, seen);
      if (resolved !== inner) record[key] = resolved;
    }
  }
  return value;
}

function finalize(state: DraftState): unknown {
  if (has(state, "result")) return state.result;
  const finalChildren = new Map<PropertyKey, unknown>();
  for (const [key, child] of state.children) {
    // Only a child still in place counts; one that was replaced or removed is gone.
    const now = (current(state) as Record<PropertyKey, unknown>)[key];
    if (now !== child.base && now !== child.proxy) continue;
    const done = finalize(child);
    if (done !== child.base || now === child.proxy) finalChildren.set(key, done);
  }
  if (!state.copy && finalChildren.size === 0) {
    state.result = state.base;
    return state.base;
  }
  const copy = writable(state) as Record<PropertyKey, unknown>;
  for (const [key, value] of finalChildren) copy[key] = value;
  const base = state.base as Record<PropertyKey, unknown>;
  const seen = new Set<object>();
  for (const key of Object.keys(copy)) {
    const value = copy[key];
    if (value !== base[key] && typeof value === "object" && value !== null) copy[key] = resolve(value, seen);
  }
  state.result = copy;
  return copy;
}

/** Runs `recipe` on a draft of `base` and returns the next state (or what the recipe returned). */
// biome-ignore lint/suspicious/noConfusingVoidType: a recipe that only mutates its draft returns void
export function produce<T>(base: T, recipe: (draft: T) => T | undefined | void): T {
  if (!isDraftable(base)) {
    const returned = recipe(base);
    return returned === undefined ? base : returned;
  }
  const root = createDraft(base);
  const returned = recipe(root.proxy as T);
  if (returned !== undefined && returned !== root.proxy) return resolve(returned, new Set()) as T;
  return finalize(root) as T;
}
