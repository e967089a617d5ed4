import type {RouteConfigEntry} from '@react-router/dev/routes';

/**
 * Decision 0260: every shopper-facing route also answers under a market prefix, through an
 * optional `:locale?` segment in front of its path (what Hydrogen's `($locale).` file-name
 * prefix does), without renaming the route files. `marketFromParam` turns the parameter
 * into a market or a 404. Not prefixed: what is no page a shopper reads in a language;
 * but the API routes that answer in a market's prices and language (the cart, the
 * header's predictive search, the exit-intent popup's markup) answer under the prefix too,
 * so their URL says which (0261).
 */
export const LOCALE_SEGMENT = ':locale?';

const UNLOCALIZED_FILES =
  /^routes\/(admin\.|api\.(?!cart\.tsx$|predictive-search\.tsx$|exit-intent\.tsx$)|\[\.well-known\]|\[robots\.txt\]|\[sitemap\.xml\])/;

/**
 * Only the app's own route modules (`routes/…`): Hydrogen's dev-only virtual routes (a
 * pathless layout around /graphiql and /subrequest-profiler) pass through untouched, so
 * apply this inside `hydrogenRoutes(…)` or after it alike.
 */
export function localizeRoutes(routes: RouteConfigEntry[]): RouteConfigEntry[] {
  return routes.flatMap((route) => {
    if (!route.file.startsWith('routes/') || UNLOCALIZED_FILES.test(route.file))
      return [route];
    if (route.index && !route.path)
      // The home page stays a path-less index route at `/`, so a post to `/` without
      // `?index` is still the root layout's (the footer's newsletter): React Router sends
      // a post to the deepest route with a path. Each market's home (`/en-ca`) is the same
      // module mounted once more, as a route of its own (decision 0261).
      return [
        route,
        {
          ...route,
          index: undefined,
          path: MARKET_HOME_SEGMENT,
          id: `${route.id ?? route.file.replace(/\.[jt]sx?$/, '')}${MARKET_HOME_ID_SUFFIX}`,
        },
      ];
    return [
      {
        ...route,
        path: route.path ? `${LOCALE_SEGMENT}/${route.path}` : LOCALE_SEGMENT,
      },
    ];
  });
}

/** A market's home page: a market is required (the US home is `/` itself). */
const MARKET_HOME_SEGMENT = ':locale';
/** The id of a market's home route: its module's id and this. */
export const MARKET_HOME_ID_SUFFIX = '-in-market';
