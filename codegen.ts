import type {CodegenConfig} from '@graphql-codegen/cli';
import {getSchema, pluckConfig, preset} from '@shopify/hydrogen-codegen';

// Types for every `#graphql` document in the app, checked against the schema that ships
// with @shopify/hydrogen: the Storefront API's, and the Customer Account API's for the
// account pages. `npm run codegen:check` (part of `npm test`) fails when a generated file
// is stale or a query does not validate.
/** Every Customer Account API document lives in this one module. */
const ACCOUNT_DOCUMENTS = './app/features/account/account-queries.ts';

export default {
  overwrite: true,
  pluckConfig,
  generates: {
    'storefrontapi.generated.d.ts': {
      preset,
      schema: getSchema('storefront'),
      documents: [
        './app/**/*.{ts,tsx}',
        '!./app/**/*.test.{ts,tsx}',
        `!${ACCOUNT_DOCUMENTS}`,
      ],
    },
    // The account pages speak the Customer Account API: their own schema and types.
    'customer-accountapi.generated.d.ts': {
      preset,
      schema: getSchema('customer-account'),
      documents: [ACCOUNT_DOCUMENTS],
    },
  },
} as CodegenConfig;
