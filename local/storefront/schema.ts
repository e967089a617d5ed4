import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {
  buildClientSchema,
  buildSchema,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';

/** The Storefront API schema is Shopify's own introspection, as shipped with @shopify/hydrogen. */
export function loadStorefrontSchema(): GraphQLSchema {
  const file = createRequire(import.meta.url).resolve(
    '@shopify/hydrogen/storefront.schema.json',
  );
  const introspection = JSON.parse(readFileSync(file, 'utf8')) as
    IntrospectionQuery | {data: IntrospectionQuery};
  return buildClientSchema(
    'data' in introspection ? introspection.data : introspection,
  );
}

/** The Admin API subset is hand-written SDL mirroring the real names (admin-schema.graphql). */
export function loadAdminSchema(): GraphQLSchema {
  return buildSchema(
    readFileSync(new URL('./admin-schema.graphql', import.meta.url), 'utf8'),
  );
}
