import {
  getNamedType,
  getNullableType,
  isAbstractType,
  isCompositeType,
  isListType,
  valueFromASTUntyped,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * How much a query asks for, counted the way graphql-ruby (Shopify's GraphQL server)
 * counts complexity: every field is 1, and what a paginated field selects counts once per
 * item asked for (`first`/`last`, else the connection's page size). Shopify refuses a
 * query above its limit before running it; the Storefront API does not publish the
 * number, so the limit here (docs/decisions/0200) only stops the absurd, never a
 * storefront's real queries.
 */
export const MAX_COMPLEXITY = 200_000;

/** What a connection without `first`/`last` would be asked for (Shopify requires one). */
const UNSIZED_PAGE = 1;

export function queryComplexity(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: Map<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
): number {
  const root =
    operation.operation === 'mutation'
      ? schema.getMutationType()
      : schema.getQueryType();
  if (!root) return 0;

  const argument = (
    node: {arguments?: readonly {name: {value: string}; value: unknown}[]},
    name: string,
  ): unknown => {
    const found = node.arguments?.find((arg) => arg.name.value === name);
    return found
      ? valueFromASTUntyped(
          found.value as Parameters<typeof valueFromASTUntyped>[0],
          variables,
        )
      : undefined;
  };

  const fieldOf = (
    type: GraphQLCompositeType,
    name: string,
  ): GraphQLField<unknown, unknown> | undefined => {
    if ('getFields' in type) return type.getFields()[name];
    return undefined;
  };

  const count = (
    type: GraphQLCompositeType,
    selections: SelectionSetNode,
    seen: Set<string>,
  ): number => {
    let total = 0;
    for (const selection of selections.selections) {
      if (selection.kind === 'Field') {
        total += 1;
        if (!selection.selectionSet) continue;
        const field = isAbstractType(type)
          ? undefined
          : fieldOf(type, selection.name.value);
        const fieldType = field
          ? getNamedType(field.type)
          : // On an interface or union, what the spreads below it select decides.
            type;
        if (!isCompositeType(fieldType)) continue;
        const first = argument(selection, 'first');
        const last = argument(selection, 'last');
        const size = Number(first ?? last);
        const paginated =
          field &&
          (field.args.some((arg) => arg.name === 'first') ||
            isListType(getNullableType(field.type)));
        const multiplier = paginated
          ? Number.isFinite(size) && size > 0
            ? size
            : UNSIZED_PAGE
          : 1;
        total += multiplier * count(fieldType, selection.selectionSet, seen);
      } else if (selection.kind === 'InlineFragment') {
        const on = selection.typeCondition
          ? schema.getType(selection.typeCondition.name.value)
          : type;
        if (on && isCompositeType(on))
          total += count(on, selection.selectionSet, seen);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment || seen.has(name)) continue;
        const on = schema.getType(fragment.typeCondition.name.value);
        if (on && isCompositeType(on))
          total += count(on, fragment.selectionSet, new Set([...seen, name]));
      }
    }
    return total;
  };

  return count(root, operation.selectionSet, new Set());
}
