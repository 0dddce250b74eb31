/** "list-with-us" -> "list_with_us": GraphQL enum names cannot hold "-". */
type Underscored<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}_${Underscored<Tail>}`
  : S;

/** The API's name of a stored enum value: upper case, "_" for "-" (list-with-us -> LIST_WITH_US). */
export type ApiEnumName<T extends string> = Uppercase<Underscored<T>>;

/**
 * The resolver map of a GraphQL enum whose stored values differ from its API names only in
 * spelling: the SDL lists the API names, and Yoga hands resolvers (and takes from them) the stored
 * values. The stored values are the one source; enums.test.ts checks the SDL against them.
 */
export function apiEnum<const T extends string>(values: readonly T[]): { [K in T as ApiEnumName<K>]: K } {
  return Object.fromEntries(values.map((value) => [value.toUpperCase().replaceAll("-", "_"), value])) as {
    [K in T as ApiEnumName<K>]: K;
  };
}
