import {
  defaultFieldResolver,
  execute,
  getOperationAST,
  GraphQLError,
  isNonNullType,
  parse,
  type DocumentNode,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import {
  executionError,
  syntaxError,
  validateLikeShopify,
  type ShopifyGraphQLError,
} from './graphql-errors.ts';
import {MAX_COMPLEXITY, queryComplexity} from './query-complexity.ts';

/**
 * Runs GraphQL requests against a schema whose resolvers are plain objects (see
 * storefront-models.ts). Parsed and validated documents are cached by query text, since a
 * storefront sends the same few documents over and over.
 */

export type GraphQLRequestBody = {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
};
export type GraphQLResult = {data?: unknown; errors?: ShopifyGraphQLError[]};

export type PreparedOperation = {
  document: DocumentNode;
  operation: OperationDefinitionNode | null;
  /** Operation name and root field names, for failure injection to match against. */
  names: string[];
};

const CACHE_LIMIT = 500;

export class GraphQLService {
  readonly schema: GraphQLSchema;
  private readonly apiName: string;
  private readonly cache = new Map<
    string,
    {prepared: PreparedOperation | null; errors: ShopifyGraphQLError[]}
  >();

  constructor(schema: GraphQLSchema, apiName: string) {
    this.schema = schema;
    this.apiName = apiName;
  }

  /**
   * Unimplemented fields must never look like real data: a root field or a non-null field
   * without a resolver is an error naming the field; other missing fields are null.
   */
  private readonly fieldResolver: GraphQLFieldResolver<unknown, unknown> = (
    source,
    args,
    context,
    info,
  ) => {
    const value: unknown = defaultFieldResolver(source, args, context, info);
    if (value !== undefined) return value;
    const isRoot =
      info.parentType === info.schema.getQueryType() ||
      info.parentType === info.schema.getMutationType();
    if (isRoot || isNonNullType(info.returnType)) {
      throw new GraphQLError(
        `${info.parentType.name}.${info.fieldName} is not supported by the local ${this.apiName}`,
        {
          extensions: {code: 'notSupportedLocally'},
        },
      );
    }
    return null;
  };

  private parseAndValidate(query: string): {
    prepared: PreparedOperation | null;
    errors: ShopifyGraphQLError[];
  } {
    const cached = this.cache.get(query);
    if (cached) return cached;
    let result: {
      prepared: PreparedOperation | null;
      errors: ShopifyGraphQLError[];
    };
    try {
      const document = parse(query);
      const errors = validateLikeShopify(this.schema, document);
      result = {
        prepared: errors.length ? null : {document, operation: null, names: []},
        errors,
      };
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      result = {prepared: null, errors: [syntaxError(error)]};
    }
    if (this.cache.size >= CACHE_LIMIT)
      this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(query, result);
    return result;
  }

  /** Parses, validates and picks the operation; `errors` is the response when it cannot run. */
  prepare(
    body: GraphQLRequestBody,
  ): {prepared: PreparedOperation} | {errors: ShopifyGraphQLError[]} {
    if (typeof body.query !== 'string' || body.query.trim() === '') {
      return {
        errors: [
          {
            message: 'No query string was present',
            extensions: {code: 'queryMissing'},
          },
        ],
      };
    }
    const {prepared, errors} = this.parseAndValidate(body.query);
    if (!prepared) return {errors};
    const operationName =
      typeof body.operationName === 'string' ? body.operationName : null;
    const operation = getOperationAST(prepared.document, operationName);
    if (!operation) {
      const message = operationName
        ? `Unknown operation named "${operationName}".`
        : 'Must provide operation name if query contains multiple operations.';
      return {errors: [{message, extensions: {code: 'operationNotFound'}}]};
    }
    const fragments = new Map(
      prepared.document.definitions.flatMap((definition) =>
        definition.kind === 'FragmentDefinition'
          ? [[definition.name.value, definition] as const]
          : [],
      ),
    );
    const complexity = queryComplexity(
      this.schema,
      operation,
      fragments,
      body.variables && typeof body.variables === 'object'
        ? (body.variables as Record<string, unknown>)
        : {},
    );
    if (complexity > MAX_COMPLEXITY) {
      // Refused before anything runs, as graphql-ruby's max_complexity does.
      return {
        errors: [
          {
            message: `Query has complexity of ${complexity}, which exceeds max complexity of ${MAX_COMPLEXITY}`,
            extensions: {
              code: 'MAX_COMPLEXITY_EXCEEDED',
              complexity,
              maxComplexity: MAX_COMPLEXITY,
            },
          },
        ],
      };
    }
    const rootFields = operation.selectionSet.selections.flatMap((selection) =>
      selection.kind === 'Field' ? [selection.name.value] : [],
    );
    return {
      prepared: {
        ...prepared,
        operation,
        names: [
          ...(operation.name ? [operation.name.value] : []),
          ...rootFields,
        ],
      },
    };
  }

  async run(
    prepared: PreparedOperation,
    body: GraphQLRequestBody,
    rootValue: Record<string, unknown>,
  ): Promise<GraphQLResult> {
    const variables =
      body.variables && typeof body.variables === 'object'
        ? (body.variables as Record<string, unknown>)
        : undefined;
    const result = await execute({
      schema: this.schema,
      document: prepared.document,
      rootValue,
      contextValue: {},
      variableValues: variables,
      operationName: prepared.operation?.name?.value,
      fieldResolver: this.fieldResolver,
    });
    return {
      ...('data' in result ? {data: result.data} : {}),
      ...(result.errors ? {errors: result.errors.map(executionError)} : {}),
    };
  }
}
