/**
 * Reads a document's SEO tags from the worker's HTML: the title, the canonical link, the
 * hreflang alternates, the
 * meta tags by name or property, and the parsed JSON-LD blocks. Attributes are matched as React
 * renders them (double quotes, `&amp;` and friends escaped).
 */
const decode = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

const attribute = (tag: string, name: string) => {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? decode(match[1]!) : null;
};

export function readHead(html: string) {
  const tags = html.match(/<(?:meta|link)\b[^>]*>/g) ?? [];
  const canonicals = tags
    .filter(
      (tag) => /^<link\b/.test(tag) && attribute(tag, 'rel') === 'canonical',
    )
    .map((tag) => attribute(tag, 'href'));
  const alternates = tags
    .filter(
      (tag) => /^<link\b/.test(tag) && attribute(tag, 'rel') === 'alternate',
    )
    .map((tag) => ({
      hreflang: attribute(tag, 'hrefLang') ?? attribute(tag, 'hreflang'),
      href: attribute(tag, 'href'),
    }));
  const meta = (key: string) =>
    tags
      .filter(
        (tag) =>
          /^<meta\b/.test(tag) &&
          (attribute(tag, 'property') === key ||
            attribute(tag, 'name') === key),
      )
      .map((tag) => attribute(tag, 'content'));
  const jsonLdScripts = [
    ...html.matchAll(
      /<script type="application\/ld\+json"([^>]*)>([\s\S]*?)<\/script>/g,
    ),
  ];
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  return {
    title: title === undefined ? null : decode(title),
    canonicals,
    alternates,
    meta,
    jsonLd: jsonLdScripts.map((match) => JSON.parse(match[2]!) as JsonLdNode),
    jsonLdNonces: jsonLdScripts.map((match) =>
      attribute(match[1] ?? '', 'nonce'),
    ),
  };
}

export type JsonLdNode = Record<string, unknown> & {'@type': string};
