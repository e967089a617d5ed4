/**
 * Shopify's search syntax for the `query` argument of connections, e.g.
 *   product_type:"Pizza Stone" OR (tag:new AND -tag:sale) available_for_sale:true kamado
 * Terms are `field:value`, `field:>value` (also <, >=, <=), quoted values, a trailing `*` for a
 * prefix match, or free text. Adjacent terms are ANDed; AND, OR, NOT, `-` and parentheses work
 * as in Shopify (OR binds looser than AND).
 */

export type Comparator = ':' | '>' | '<' | '>=' | '<=';

export type SearchTerm = {
  kind: 'term';
  field: string | null;
  comparator: Comparator;
  value: string;
  prefix: boolean;
};

export type SearchNode =
  | SearchTerm
  | {kind: 'and' | 'or'; children: SearchNode[]}
  | {kind: 'not'; child: SearchNode};

type Token =
  | {type: 'open'}
  | {type: 'close'}
  | {type: 'word'; text: string; quoted: boolean};

function tokenize(query: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const readQuoted = (): string => {
    const quote = query[i]!;
    const end = query.indexOf(quote, i + 1);
    const text = query.slice(i + 1, end === -1 ? query.length : end);
    i = end === -1 ? query.length : end + 1;
    return text;
  };
  while (i < query.length) {
    const char = query[i]!;
    if (/\s/.test(char)) {
      i++;
    } else if (char === '(' || char === ')') {
      tokens.push(char === '(' ? {type: 'open'} : {type: 'close'});
      i++;
    } else if (char === '"' || char === "'") {
      tokens.push({type: 'word', text: readQuoted(), quoted: true});
    } else {
      let text = '';
      let quoted = false;
      while (i < query.length && !/[\s()]/.test(query[i]!)) {
        // A quote right after `field:` (or a comparator) quotes the value.
        if ((query[i] === '"' || query[i] === "'") && /[:<>=]$/.test(text)) {
          text += readQuoted();
          quoted = true;
          break;
        }
        text += query[i];
        i++;
      }
      tokens.push({type: 'word', text, quoted});
    }
  }
  return tokens;
}

function termFrom(text: string, quoted: boolean): SearchTerm {
  const fieldMatch =
    quoted && !/^[\w.]+:/.test(text)
      ? null
      : /^([a-zA-Z_][\w.]*):(>=|<=|>|<)?(.*)$/s.exec(text);
  const field = fieldMatch ? fieldMatch[1]!.toLowerCase() : null;
  const comparator = (fieldMatch?.[2] as Comparator | undefined) ?? ':';
  let value = fieldMatch ? fieldMatch[3]! : text;
  const prefix = value.endsWith('*');
  if (prefix) value = value.slice(0, -1);
  return {kind: 'term', field, comparator, value, prefix};
}

export function parseSearchQuery(query: string): SearchNode | null {
  const tokens = tokenize(query);
  let position = 0;
  const peekWord = (): string | null => {
    const token = tokens[position];
    return token?.type === 'word' && !token.quoted ? token.text : null;
  };

  const parseOr = (): SearchNode | null => {
    const children: SearchNode[] = [];
    for (;;) {
      const child = parseAnd();
      if (child) children.push(child);
      if (peekWord() !== 'OR') break;
      position++;
    }
    if (children.length === 0) return null;
    return children.length === 1 ? children[0]! : {kind: 'or', children};
  };

  const parseAnd = (): SearchNode | null => {
    const children: SearchNode[] = [];
    while (
      position < tokens.length &&
      tokens[position]!.type !== 'close' &&
      peekWord() !== 'OR'
    ) {
      if (peekWord() === 'AND') {
        position++;
        continue;
      }
      const child = parseUnary();
      if (child) children.push(child);
    }
    if (children.length === 0) return null;
    return children.length === 1 ? children[0]! : {kind: 'and', children};
  };

  const parseUnary = (): SearchNode | null => {
    const token = tokens[position]!;
    if (token.type === 'open') {
      position++;
      const inner = parseOr();
      if (tokens[position]?.type === 'close') position++;
      return inner;
    }
    if (token.type === 'close') return null;
    position++;
    if (!token.quoted && token.text === 'NOT') {
      const child = position < tokens.length ? parseUnary() : null;
      return child && {kind: 'not', child};
    }
    if (!token.quoted && token.text.startsWith('-') && token.text.length > 1) {
      return {kind: 'not', child: termFrom(token.text.slice(1), false)};
    }
    return termFrom(token.text, token.quoted);
  };

  const tree = parseOr();
  // Unbalanced closing parentheses are skipped, as Shopify's lenient parser does.
  while (position < tokens.length) {
    position++;
    const rest = parseOr();
    if (rest) return tree ? {kind: 'and', children: [tree, rest]} : rest;
  }
  return tree;
}

/** Decides one term for one record; `null` means the field is unknown and the term is searched as text. */
export type TermMatcher = (term: SearchTerm) => boolean | null;

export function matchesSearch(
  node: SearchNode | null,
  matchTerm: TermMatcher,
  text: string,
): boolean {
  if (!node) return true;
  switch (node.kind) {
    case 'and':
      return node.children.every((child) =>
        matchesSearch(child, matchTerm, text),
      );
    case 'or':
      return node.children.some((child) =>
        matchesSearch(child, matchTerm, text),
      );
    case 'not':
      return !matchesSearch(node.child, matchTerm, text);
    case 'term': {
      const result = node.field === null ? null : matchTerm(node);
      if (result !== null) return result;
      const words = (
        node.field === null ? node.value : `${node.field}:${node.value}`
      )
        .toLowerCase()
        .split(/\s+/);
      return words.every((word) => text.includes(word));
    }
  }
}

/** Free-text words of a query (for RELEVANCE ordering). */
export function freeTextWords(node: SearchNode | null): string[] {
  if (!node) return [];
  if (node.kind === 'term')
    return node.field === null
      ? node.value.toLowerCase().split(/\s+/).filter(Boolean)
      : [];
  if (node.kind === 'not') return [];
  return node.children.flatMap(freeTextWords);
}

/** Helpers shared by the field matchers of products, collections, pages, redirects and customers. */
export const compare = {
  text(term: SearchTerm, actual: string | null | undefined): boolean {
    if (actual == null) return false;
    const expected = term.value.toLowerCase();
    const value = actual.toLowerCase();
    return term.prefix ? value.startsWith(expected) : value === expected;
  },
  words(term: SearchTerm, actual: string): boolean {
    const value = actual.toLowerCase();
    return term.value
      .toLowerCase()
      .split(/\s+/)
      .every((word) => value.includes(word));
  },
  boolean(term: SearchTerm, actual: boolean): boolean {
    return term.value.toLowerCase() === String(actual);
  },
  ordered(
    term: SearchTerm,
    actual: number | string,
    expected: number | string,
  ): boolean {
    switch (term.comparator) {
      case ':':
        return typeof actual === 'string'
          ? actual.startsWith(String(expected))
          : actual === expected;
      case '>':
        return actual > expected;
      case '<':
        return actual < expected;
      case '>=':
        return actual >= expected;
      case '<=':
        return actual <= expected;
    }
  },
};
