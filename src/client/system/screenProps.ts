/** What App hands a screen: the route it matched and that route's parameters. */
export type ScreenProps = { params: Record<string, string | undefined>; routeId?: string };
