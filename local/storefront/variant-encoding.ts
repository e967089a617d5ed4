/**
 * Encodes option value combinations the way the Storefront API's
 * `Product.encodedVariantExistence` / `encodedVariantAvailability` do (format "v1_"): a trie
 * of option value indices where `:` descends to the next option, `,` closes a prefix, ` `
 * separates values and `-` spans a run of consecutive values. Hydrogen's
 * `decodeEncodedVariant` reads it back.
 */

type Trie = Map<number, Trie>;

function buildTrie(combinations: number[][]): Trie {
  const root: Trie = new Map();
  for (const combination of combinations) {
    let node = root;
    for (const index of combination) {
      let child = node.get(index);
      if (!child) {
        child = new Map();
        node.set(index, child);
      }
      node = child;
    }
  }
  return root;
}

/** "0 1 2 4" -> "0-2 4" */
function encodeValues(values: number[]): string {
  const parts: string[] = [];
  for (let start = 0; start < values.length;) {
    let end = start;
    while (end + 1 < values.length && values[end + 1] === values[end]! + 1)
      end++;
    parts.push(
      end > start ? `${values[start]}-${values[end]}` : String(values[start]),
    );
    start = end + 1;
  }
  return parts.join(' ');
}

function encodeLevel(node: Trie, isRoot: boolean): string {
  const entries = [...node].sort(([a], [b]) => a - b);
  const isLastOption = entries.every(([, child]) => child.size === 0);
  const body = isLastOption
    ? encodeValues(entries.map(([index]) => index))
    : entries
        .map(([index, child]) => `${index}:${encodeLevel(child, false)}`)
        .join('');
  // Every level but the outermost is closed by a comma.
  return isRoot ? body : `${body},`;
}

export function encodeVariantCombinations(combinations: number[][]): string {
  if (combinations.length === 0) return '';
  return `v1_${encodeLevel(buildTrie(combinations), true)}`;
}
