import type {CodegenConfig} from '@graphql-codegen/cli';
import {getSchema, pluckConfig, preset} from '@shopify/hydrogen-codegen';

// Types for every `#graphql` document in the app, checked against the Storefront API
// schema that ships with @shopify/hydrogen. `npm run codegen:check` (part of `npm test`)
// fails when storefrontapi.generated.d.ts is stale or a query does not validate.
export default {
  overwrite: true,
  pluckConfig,
  generates: {
    'storefrontapi.generated.d.ts': {
      preset,
      schema: getSchema('storefront'),
      documents: ['./app/**/*.{ts,tsx}', '!./app/**/*.test.{ts,tsx}'],
    },
  },
} as CodegenConfig;
