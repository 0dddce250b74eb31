import { type FormEvent, useEffect, useState } from "react";
import { useLocation, useNavigate } from "../../system/router/router";

/**
 * An admin list's filters, kept in the URL's query so a filter can be shared, reloaded, and sent as a
 * plain GET form before scripts load. `typed` is what the form holds until it is applied.
 */
export function useUrlFilters<N extends string>(path: string, names: readonly N[]) {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const current = Object.fromEntries(names.map((n) => [n, params.get(n)?.slice(0, 200) ?? ""])) as Record<
    N,
    string
  >;
  const [typed, setTyped] = useState(current);
  const key = location.search;
  // Back and forward change the URL without the form: show the filters the list is showing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `current` is derived from `key`.
  useEffect(() => setTyped(current), [key]);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const n of names) if (typed[n].trim()) next.set(n, typed[n].trim());
    const query = next.toString();
    navigate(query ? `${path}?${query}` : path);
  }

  return { params, current, typed, setTyped, apply, search: location.search };
}
