/** What a route can declare in its `handle` export. */
export type RouteHandle = {
  /**
   * `false` keeps React off the client for this page: the server-rendered HTML and the
   * enhancement module (app/enhance) are all it ships. Defaults to true.
   */
  hydrate?: boolean;
};

export function shouldHydrate(matches: Array<{handle?: unknown}>): boolean {
  return matches.every(
    (match) => (match.handle as RouteHandle | undefined)?.hydrate !== false,
  );
}
