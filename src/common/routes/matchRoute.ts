import { ROUTE_CACHE_LIMIT } from "../constants";
import type { OnboardingPhase } from "../enums";
import {
  DEFAULT_PAGE_OPTIONS,
  type PageOptions,
  type RouteDef,
  type RouteId,
  routeById,
  routeTable,
} from "./routeTable";

export type RouteParams = Record<string, string | undefined>;

export interface RouteMatch {
  route: RouteDef;
  params: RouteParams;
}

type Segment = { kind: "literal"; value: string } | { kind: "param"; name: string; optional: boolean };

interface CompiledPattern {
  segments: readonly Segment[];
  required: number;
}

const PARAM_SEGMENT = /^\{([A-Za-z][A-Za-z0-9_]*)(\?)?\}$/;

/** Parses a `/a/{b}/{c?}` pattern; throws on malformed patterns so a bad table row fails at load. */
export function compilePattern(pattern: string): CompiledPattern {
  if (!pattern.startsWith("/")) throw new Error(`Route pattern must start with "/": ${pattern}`);
  const parts = pattern === "/" ? [] : pattern.slice(1).split("/");
  const segments: Segment[] = [];
  let required = 0;
  for (const part of parts) {
    const param = PARAM_SEGMENT.exec(part);
    const previous = segments[segments.length - 1];
    const afterOptional = previous?.kind === "param" && previous.optional;
    if (param) {
      const optional = param[2] === "?";
      // Optional segments are positional, so a required one after an optional would be ambiguous.
      if (afterOptional && !optional) throw new Error(`Required segment after optional one in ${pattern}`);
      segments.push({ kind: "param", name: param[1], optional });
      if (!optional) required++;
    } else {
      if (part === "" || part.includes("{") || part.includes("}")) {
        throw new Error(`Malformed segment "${part}" in ${pattern}`);
      }
      if (afterOptional) throw new Error(`Literal segment after optional one in ${pattern}`);
      segments.push({ kind: "literal", value: part });
      required++;
    }
  }
  return { segments, required };
}

/**
 * Path segments, decoded one by one (so an encoded "/" stays inside its segment). Query and hash
 * are ignored and one trailing slash is tolerated. Returns null for malformed percent-encoding.
 */
export function splitPath(pathname: string): string[] | null {
  let path = pathname.split(/[?#]/, 1)[0];
  if (!path.startsWith("/")) path = `/${path}`;
  if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
  if (path === "/") return [];
  try {
    return path.slice(1).split("/").map(decodeURIComponent);
  } catch {
    return null;
  }
}

function matchPattern(
  compiled: CompiledPattern,
  segments: readonly string[],
  constraints: Readonly<Record<string, RegExp>>,
): RouteParams | null {
  if (segments.length < compiled.required || segments.length > compiled.segments.length) return null;
  const params: RouteParams = {};
  for (const [index, segment] of compiled.segments.entries()) {
    const value = segments[index];
    if (segment.kind === "literal") {
      if (value !== segment.value) return null;
      continue;
    }
    if (value === undefined) {
      params[segment.name] = undefined;
      continue;
    }
    const constraint = constraints[segment.name];
    if (value === "" || (constraint && !constraint.test(value))) return null;
    params[segment.name] = value;
  }
  return params;
}

const compiledTable = routeTable.map((route) => ({
  route: route as RouteDef,
  patterns: [route.pattern, ...route.aliases].map(compilePattern),
}));

// Bounded because paths come from the outside world: crawlers and scanners would otherwise grow it
// without limit. A Map keeps insertion order, so re-inserting on a hit makes the first key the least
// recently used one.
const cache = new Map<string, RouteMatch | null>();

function remember(pathname: string, result: RouteMatch | null): void {
  cache.delete(pathname);
  cache.set(pathname, result);
  if (cache.size > ROUTE_CACHE_LIMIT) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
}

function uncachedMatch(pathname: string): RouteMatch | null {
  const segments = splitPath(pathname);
  if (!segments) return null;
  for (const { route, patterns } of compiledTable) {
    for (const compiled of patterns) {
      const params = matchPattern(compiled, segments, route.constraints);
      if (params) return { route, params };
    }
  }
  return null;
}

/** First route of the table that matches the whole path, or null (the 404 page). */
export function matchRoute(pathname: string): RouteMatch | null {
  let result: RouteMatch | null | undefined = cache.get(pathname);
  if (result === undefined) result = uncachedMatch(pathname);
  remember(pathname, result);
  // A fresh params object each time, so a caller mutating it cannot corrupt the cache.
  return result && { route: result.route, params: { ...result.params } };
}

export function clearRouteCache(): void {
  cache.clear();
}

export function routeCacheSize(): number {
  return cache.size;
}

/** Each route's canonical pattern, compiled with the table (pathFor builds every card's link: 200 on a campaign). */
const canonicalPatterns = new Map(compiledTable.map(({ route, patterns }) => [route.id, patterns[0]]));

/**
 * Builds a path from a route's canonical pattern. Values are percent-encoded; trailing optional
 * parameters that are absent are left out. Throws when a value is missing or breaks a constraint,
 * because that is a bug in the caller, not a user error.
 */
export function pathFor(id: RouteId, params: RouteParams = {}): string {
  const route = routeById(id);
  // routeById throws for an unknown id, so the table compiled this one.
  const { segments } = canonicalPatterns.get(id) as CompiledPattern;
  const parts: string[] = [];
  let stopped = false;
  for (const segment of segments) {
    if (segment.kind === "literal") {
      parts.push(segment.value);
      continue;
    }
    const value = params[segment.name];
    if (value === undefined || value === "") {
      if (!segment.optional) throw new Error(`pathFor(${id}): missing parameter ${segment.name}`);
      stopped = true;
      continue;
    }
    if (stopped)
      throw new Error(`pathFor(${id}): ${segment.name} given without the optional parameter before it`);
    const constraint = route.constraints[segment.name];
    if (constraint && !constraint.test(value)) {
      throw new Error(`pathFor(${id}): ${segment.name}="${value}" does not match ${constraint}`);
    }
    parts.push(encodeURIComponent(value));
  }
  return `/${parts.join("/")}`;
}

/** A route's page options with defaults filled in; the 404 page (no route) gets the defaults. */
export function pageOptionsFor(route: RouteDef | null | undefined): PageOptions {
  return { ...DEFAULT_PAGE_OPTIONS, ...route?.page };
}

export interface OnboardingContext {
  signedIn: boolean;
  pathname: string;
  phase: OnboardingPhase;
}

/** Spec: onboarding shows by default when the visitor is signed out, not on home, and has not started it. */
export function showOnboardingByDefault({ signedIn, pathname, phase }: OnboardingContext): boolean {
  const isHome = splitPath(pathname)?.length === 0;
  return !signedIn && !isHome && phase === "NOT_STARTED";
}

/** A route's explicit showOnboarding wins; otherwise the default rule decides. */
export function shouldShowOnboarding(
  route: RouteDef | null | undefined,
  context: OnboardingContext,
): boolean {
  return route?.page.showOnboarding ?? showOnboardingByDefault(context);
}
