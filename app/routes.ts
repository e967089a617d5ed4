import {flatRoutes} from '@react-router/fs-routes';
import {route, type RouteConfig} from '@react-router/dev/routes';
import {hydrogenRoutes} from '@shopify/hydrogen';
import {CATEGORIES} from './features/catalog/categories';
import {POLICY_HANDLES} from './features/content/policies';
import {localizeRoutes} from './features/markets/localized-routes';

// File routes, plus two shared modules mounted at several top-level paths each:
// /grills /fuel /accessories /parts and /shipping /returns /warranty /privacy /terms.
// Every shopper page also answers under a market prefix (/en-ca/...): decision 0260.
const SHARED_MODULES = ['category.tsx', 'policy.tsx'];

export default hydrogenRoutes(
  localizeRoutes([
    ...(await flatRoutes({
      ignoredRouteFiles: ['**/*.test.*', ...SHARED_MODULES],
    })),
    ...CATEGORIES.map((category) =>
      route(category, 'routes/category.tsx', {id: `category-${category}`}),
    ),
    ...POLICY_HANDLES.map((handle) =>
      route(handle, 'routes/policy.tsx', {id: `policy-${handle}`}),
    ),
  ]),
) satisfies Promise<RouteConfig>;
