import type {GraphQLError} from 'graphql';
import {
  print,
  specifiedRules,
  validate,
  visit,
  type ArgumentNode,
  type ASTNode,
  type DocumentNode,
  type FieldNode,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';

/**
 * Shopify runs graphql-ruby, whose errors read differently from graphql-js's. Clients and
 * tests look at `message`, `locations`, `path` and `extensions.code`, so validation errors
 * are rewritten into graphql-ruby's wording and codes (e.g. "Field 'foo' doesn't exist on
 * type 'Product'", code `undefinedField`), with the path through the document.
 */

export type ShopifyGraphQLError = {
  message: string;
  locations?: {line: number; column: number}[];
  path?: (string | number)[];
  extensions: {code: string; [key: string]: unknown};
};

type Located = {
  path: string[];
  field: FieldNode | null;
  argument: ArgumentNode | null;
};

/** Where a node sits in the document: graphql-ruby's path ("query Name", fields, argument) and its nearest field and argument. */
function locate(document: DocumentNode, target: ASTNode): Located {
  let found: Located = {path: [], field: null, argument: null};
  const path: string[] = [];
  const fields: FieldNode[] = [];
  let argument: ArgumentNode | null = null;
  visit(document, {
    enter(node) {
      if (node.kind === 'OperationDefinition')
        path.push(
          node.name ? `${node.operation} ${node.name.value}` : node.operation,
        );
      else if (node.kind === 'FragmentDefinition')
        path.push(`fragment ${node.name.value}`);
      else if (node.kind === 'Field') {
        path.push(node.name.value);
        fields.push(node);
      } else if (node.kind === 'Argument') {
        path.push(node.name.value);
        argument = node;
      }
      if (node === target) {
        found = {path: [...path], field: fields.at(-1) ?? null, argument};
        return false;
      }
      return undefined;
    },
    leave(node) {
      if (
        node.kind === 'OperationDefinition' ||
        node.kind === 'FragmentDefinition' ||
        node.kind === 'Field' ||
        node.kind === 'Argument'
      )
        path.pop();
      if (node.kind === 'Field') fields.pop();
      if (node.kind === 'Argument') argument = null;
    },
  });
  return found;
}

type Rewrite = (
  match: RegExpExecArray,
  where: Located,
) => {message: string; code: string; [key: string]: unknown};

/** graphql-js message pattern -> graphql-ruby message and code, per validation rule. */
const REWRITES: Record<string, [RegExp, Rewrite][]> = {
  FieldsOnCorrectTypeRule: [
    [
      /^Cannot query field "(.+?)" on type "(.+?)"/,
      ([, fieldName, typeName]) => ({
        message: `Field '${fieldName}' doesn't exist on type '${typeName}'`,
        code: 'undefinedField',
        typeName,
        fieldName,
      }),
    ],
  ],
  KnownArgumentNamesRule: [
    [
      /^Unknown argument "(.+?)" on field "(?:.+?)\.(.+?)"/,
      ([, argumentName, name]) => ({
        message: `Field '${name}' doesn't accept argument '${argumentName}'`,
        code: 'argumentNotAccepted',
        name,
        typeName: 'Field',
        argumentName,
      }),
    ],
    [
      /^Unknown argument "(.+?)" on directive "@(.+?)"/,
      ([, argumentName, name]) => ({
        message: `Directive '${name}' doesn't accept argument '${argumentName}'`,
        code: 'argumentNotAccepted',
        name,
        typeName: 'Directive',
        argumentName,
      }),
    ],
  ],
  ProvidedRequiredArgumentsRule: [
    [
      /^Field "(.+?)" argument "(.+?)" of type/,
      ([, name, argument]) => ({
        message: `Field '${name}' is missing required arguments: ${argument}`,
        code: 'missingRequiredArguments',
        className: 'Field',
        name,
        arguments: argument,
      }),
    ],
    [
      /^Directive "@(.+?)" argument "(.+?)" of type/,
      ([, name, argument]) => ({
        message: `Directive '${name}' is missing required arguments: ${argument}`,
        code: 'missingRequiredArguments',
        className: 'Directive',
        name,
        arguments: argument,
      }),
    ],
  ],
  ScalarLeafsRule: [
    [
      /^Field "(.+?)" of type "(.+?)" must have a selection of subfields/,
      ([, name, type]) => ({
        message: `Field must have selections (field '${name}' returns ${type!.replace(/[![\]]/g, '')} but has no selections. Did you mean '${name} { ... }'?)`,
        code: 'selectionMismatch',
        nodeName: name,
        typeName: type,
      }),
    ],
    [
      /^Field "(.+?)" must not have a selection since type "(.+?)" has no subfields/,
      ([, name, type]) => ({
        message: `Selections can't be made on scalars (field '${name}' returns ${type!.replace(/[![\]]/g, '')} but has selections)`,
        code: 'selectionMismatch',
        nodeName: name,
        typeName: type,
      }),
    ],
  ],
  KnownTypeNamesRule: [
    [
      /^Unknown type "(.+?)"/,
      ([, name]) => ({
        message: `No such type ${name}, so it can't be a fragment condition`,
        code: 'undefinedType',
        typeName: name,
      }),
    ],
  ],
  NoUndefinedVariablesRule: [
    [
      /^Variable "\$(.+?)" is not defined(?: by operation "(.+?)")?/,
      ([, name, operation]) => ({
        message: `Variable $${name} is used by ${operation ?? 'anonymous query'} but not declared`,
        code: 'variableNotDefined',
        variableName: name,
      }),
    ],
  ],
  NoUnusedVariablesRule: [
    [
      /^Variable "\$(.+?)" is never used(?: in operation "(.+?)")?/,
      ([, name, operation]) => ({
        message: `Variable $${name} is declared by ${operation ?? 'anonymous query'} but not used`,
        code: 'variableNotUsed',
        variableName: name,
      }),
    ],
  ],
  KnownFragmentNamesRule: [
    [
      /^Unknown fragment "(.+?)"/,
      ([, name]) => ({
        message: `Fragment ${name} was used, but not defined`,
        code: 'useAndDefineFragment',
        fragmentName: name,
      }),
    ],
  ],
  NoUnusedFragmentsRule: [
    [
      /^Fragment "(.+?)" is never used/,
      ([, name]) => ({
        message: `Fragment ${name} was defined, but not used`,
        code: 'useAndDefineFragment',
        fragmentName: name,
      }),
    ],
  ],
  VariablesInAllowedPositionRule: [
    [
      /^Variable "\$(.+?)" of type "(.+?)" used in position expecting type "(.+?)"/,
      ([, name, actual, expected], where) => ({
        message: `${actual!.replace(/!$/, '') === expected!.replace(/!$/, '') ? 'Nullability mismatch' : 'Type mismatch'} on variable $${name} and argument ${where.argument?.name.value ?? ''} (${actual} / ${expected})`,
        code: 'variableMismatch',
        variableName: name,
        typeName: actual,
      }),
    ],
  ],
  ValuesOfCorrectTypeRule: [
    [
      /^(?:Expected value of type "(.+?)"|(\w+) cannot represent)/,
      ([, expected, scalar], where) => ({
        message: `Argument '${where.argument?.name.value ?? ''}' on Field '${where.field?.name.value ?? ''}' has an invalid value (${where.argument ? print(where.argument.value) : ''}). Expected type '${expected ?? scalar}'.`,
        code: 'argumentLiteralsIncompatible',
        typeName: 'Field',
        argumentName: where.argument?.name.value,
      }),
    ],
  ],
};

function camelCase(ruleName: string): string {
  const base = ruleName.replace(/Rule$/, '');
  return base.charAt(0).toLowerCase() + base.slice(1);
}

function toShopifyError(
  document: DocumentNode,
  error: GraphQLError,
  ruleName: string,
): ShopifyGraphQLError {
  const node = error.nodes?.[0];
  const where = node
    ? locate(document, node)
    : {path: [], field: null, argument: null};
  for (const [pattern, rewrite] of REWRITES[ruleName] ?? []) {
    const match = pattern.exec(error.message);
    if (match) {
      const {message, ...extensions} = rewrite(match, where);
      return {
        message,
        locations: error.locations ? [...error.locations] : undefined,
        path: where.path,
        extensions: extensions as ShopifyGraphQLError['extensions'],
      };
    }
  }
  return {
    message: error.message,
    locations: error.locations ? [...error.locations] : undefined,
    path: where.path,
    extensions: {code: camelCase(ruleName)},
  };
}

/** Validates like graphql-js and reports each error the way Shopify would. */
export function validateLikeShopify(
  schema: GraphQLSchema,
  document: DocumentNode,
): ShopifyGraphQLError[] {
  if (validate(schema, document).length === 0) return [];
  // graphql-js does not say which rule failed; run them one by one to find out.
  return specifiedRules.flatMap((rule: ValidationRule) =>
    validate(schema, document, [rule]).map((error) =>
      toShopifyError(document, error, rule.name),
    ),
  );
}

export function syntaxError(error: GraphQLError): ShopifyGraphQLError {
  return {
    message: error.message.replace(/^Syntax Error: /, 'Parse error: '),
    locations: error.locations ? [...error.locations] : undefined,
    extensions: {code: 'parseError'},
  };
}

/** Execution errors keep graphql-js's message, location and response path; the code says what kind. */
export function executionError(error: GraphQLError): ShopifyGraphQLError {
  const code =
    typeof error.extensions.code === 'string'
      ? error.extensions.code
      : error.path
        ? 'INTERNAL_SERVER_ERROR'
        : 'invalidVariables';
  return {
    message: error.message,
    locations: error.locations ? [...error.locations] : undefined,
    path: error.path ? [...error.path] : undefined,
    extensions: {...error.extensions, code},
  };
}
