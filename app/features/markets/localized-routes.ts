import type {RouteConfigEntry} from '@react-router/dev/routes';

/**
 * Decision 0260: every shopper-facing route also answers under a market prefix, through an
 * optional `:locale?` segment in front of its path (what Hydrogen's `($locale).` file-name
 * prefix does), without renaming the route files. `marketFromParam` turns the parameter
 * into a market or a 404. Not prefixed: what is no page a shopper reads in a language;
 * but the two API routes that answer in a market's prices and language (the cart, the
 * header's predictive search) answer under the prefix too, so their URL says which (0261).
 */
export const LOCALE_SEGMENT = ':locale?';

const UNLOCALIZED_FILES =
  /^routes\/(admin\.|api\.(?!cart\.tsx$|predictive-search\.tsx$)|\[\.well-known\]|\[robots\.txt\]|\[sitemap\.xml\])/;

/**
 * Only the app's own route modules (`routes/…`): Hydrogen's dev-only virtual routes (a
 * pathless layout around /graphiql and /subrequest-profiler) pass through untouched, so
 * apply this inside `hydrogenRoutes(…)` or after it alike.
 */
export function localizeRoutes(routes: RouteConfigEntry[]): RouteConfigEntry[] {
  return routes.map((route) =>
    !route.file.startsWith('routes/') || UNLOCALIZED_FILES.test(route.file)
      ? route
      : {
          ...route,
          path: route.path ? `${LOCALE_SEGMENT}/${route.path}` : LOCALE_SEGMENT,
        },
  );
}
