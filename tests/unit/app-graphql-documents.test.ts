/**
 * Every GraphQL document the app sends runs against the local Storefront API and comes
 * back without errors. The documents are read from storefrontapi.generated.d.ts, whose
 * keys are exactly the strings the app sends (codegen keeps it current), so a new query
 * is covered the moment it is written; an operation with required variables must get
 * sample values below, or this test says so.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {Kind, parse, type OperationDefinitionNode} from 'graphql';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  MAX_COMPLEXITY,
  queryComplexity,
} from '../../local/storefront/query-complexity.ts';
import {loadStorefrontSchema} from '../../local/storefront/schema.ts';
import {
  startTestStorefront,
  type TestStorefront,
} from '../../local/storefront/test-support.ts';

/** Sample variables per operation name, for the variables a document requires. */
const SAMPLE_VARIABLES: Record<string, Record<string, unknown>> = {
  PolicyPage: {handle: 'warranty'},
  NavMenus: {main: 'main-menu', footer: 'footer'},
  ContentBlogs: {first: 20},
  ContentBlog: {handle: 'guides', first: 6},
  ContentArticle: {blogHandle: 'journal', articleHandle: 'first-light'},
  ContentPage: {handle: 'care-and-maintenance'},
  CheckoutCartCreate: {
    input: {
      lines: [
        {
          merchandiseId: 'gid://shopify/ProductVariant/7001253218357',
          quantity: 1,
        },
      ],
    },
  },
  ProductDetail: {
    handle: 'classic-18-kamado-grill',
    selectedOptions: [{name: 'Color', value: 'Ember Red'}],
  },
  // Not required by the schema, but a connection needs one of first/last.
  ProductPage: {first: 4},
  ShopProducts: {first: 4, filters: [{available: true}]},
  SearchProducts: {term: 'pizza stone', first: 4},
  SearchPages: {term: 'warranty'},
  PredictiveSearch: {term: 'piz', limit: 4},
  SitemapPage: {type: 'PRODUCT', page: 1},
  BrowsedProduct: {handle: 'cordierite-pizza-stone'},
  RecoveryVariants: {ids: ['gid://shopify/ProductVariant/7001253218357']},
  VariantSale: {id: 'gid://shopify/ProductVariant/7001253218357'},
  RecipeNeededProducts: {
    query: 'product_type:"Lump Charcoal" OR product_type:"Pizza Stone"',
  },
};

function appDocuments(): string[] {
  const generated = readFileSync(
    join(import.meta.dirname, '../../storefrontapi.generated.d.ts'),
    'utf8',
  );
  // Keys of GeneratedQueryTypes/GeneratedMutationTypes, single-quoted by Prettier.
  const keys = [
    ...generated.matchAll(/^\s+('(?:[^'\\]|\\.)*'): \{\s+return: /gm),
  ];
  return keys.map((match) => unquote(match[1]!));
}

/** A single-quoted TypeScript string literal's value. */
function unquote(literal: string): string {
  const body = literal.slice(1, -1).replace(/\\'/g, "'").replace(/"/g, '\\"');
  return JSON.parse(`"${body}"`) as string;
}

const documents = appDocuments().map((source) => {
  const operation = parse(source).definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  )!;
  return {source, name: operation.name?.value ?? '(anonymous)', operation};
});

let storefront: TestStorefront;
beforeAll(async () => {
  storefront = await startTestStorefront();
});
afterAll(async () => {
  await storefront?.server.close();
});

describe("the app's GraphQL documents against the local Storefront API", () => {
  it('finds the documents', () => {
    expect(documents.length).toBeGreaterThan(0);
  });

  it.each(documents)(
    '$name runs without errors',
    async ({source, name, operation}) => {
      const required = (operation.variableDefinitions ?? [])
        .filter((definition) => definition.type.kind === Kind.NON_NULL_TYPE)
        .map((definition) => definition.variable.name.value);
      const variables = SAMPLE_VARIABLES[name] ?? {};
      const missing = required.filter((variable) => !(variable in variables));
      expect(missing, `add sample variables for ${name} in this test`).toEqual(
        [],
      );

      const result = await storefront.storefront(source, {
        country: 'US',
        language: 'EN',
        ...variables,
      });
      expect(result.errors).toBeUndefined();
      expect(
        Object.values(result.data ?? {}).every((value) => value !== null),
      ).toBe(true);
    },
  );
});

describe("the app's GraphQL documents and the complexity limit", () => {
  // The largest page any of them asks for (Shopify's 250), everywhere a size is a variable.
  it.each(documents.map(({name, source}) => [name, source]))(
    '%s stays under the limit at 250 per page',
    (_name, source) => {
      const document = parse(source);
      const operation = document.definitions.find(
        (definition): definition is OperationDefinitionNode =>
          definition.kind === Kind.OPERATION_DEFINITION,
      )!;
      const fragments = new Map(
        document.definitions.flatMap((definition) =>
          definition.kind === Kind.FRAGMENT_DEFINITION
            ? [[definition.name.value, definition] as const]
            : [],
        ),
      );
      const variables = Object.fromEntries(
        (operation.variableDefinitions ?? []).map((definition) => [
          definition.variable.name.value,
          250,
        ]),
      );
      expect(
        queryComplexity(
          loadStorefrontSchema(),
          operation,
          fragments,
          variables,
        ),
      ).toBeLessThan(MAX_COMPLEXITY);
    },
  );
});
