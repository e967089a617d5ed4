import shareCardUrl from '~/assets/share-card.png?url';
import {boundedCache} from '~/lib/bounded-cache';
import {SITE} from '~/lib/site';
import {hreflangAlternates} from '~/features/markets/hreflang';
import {unprefixedPath} from '~/features/markets/markets';

/** The picture link previews show for a page without one of its own (1200 × 630). */
export const SHARE_CARD = {
  path: shareCardUrl,
  width: 1200,
  height: 630,
  alt: `${SITE.shopName}: ${SITE.tagline}`,
} as const;

export type ShareImage = {
  url: string;
  width?: number | null;
  height?: number | null;
  alt?: string | null;
};

/**
 * What every public page tells search engines and link previews: title, description, the
 * one canonical URL (its own market's: `/de-de/…` is canonical for itself, decision 0260),
 * the page in every market as hreflang alternates with `x-default`, Open Graph tags with an
 * image, and the X (Twitter) card's type. `canonical` is absolute (see canonicalUrl);
 * `image` defaults to the shop's share card.
 *
 * No `twitter:title`, `twitter:description` or `twitter:image`: X's card processor reads
 * `og:title`, `og:description` and `og:image` when they are absent (its documented
 * fallback, https://developer.x.com/cards/markup), and here they would only repeat them
 * (record 0271). `twitter:card` stays: it has no Open Graph counterpart that asks for the
 * large image.
 */
export function pageMeta({
  title,
  fullTitle = `${title} | ${SITE.shopName}`,
  description,
  canonical,
  image,
  type = 'website',
}: {
  title: string;
  /** The whole title when it is not "page | shop" (the home page). */
  fullTitle?: string;
  description: string;
  canonical: string;
  image?: ShareImage | null;
  type?: 'website' | 'product' | 'article';
}) {
  const origin = /^https?:\/\/[^/]+/.exec(canonical)?.[0] ?? '';
  const picture = image ?? {
    url: `${origin}${SHARE_CARD.path}`,
    width: SHARE_CARD.width,
    height: SHARE_CARD.height,
    alt: SHARE_CARD.alt,
  };
  return [
    {title: fullTitle},
    {name: 'description', content: description},
    {tagName: 'link', rel: 'canonical', href: canonical},
    ...marketAlternates(canonical),
    {property: 'og:site_name', content: SITE.shopName},
    {property: 'og:title', content: fullTitle},
    {property: 'og:description', content: description},
    {property: 'og:type', content: type},
    {property: 'og:url', content: canonical},
    {property: 'og:image', content: picture.url},
    ...(picture.width
      ? [{property: 'og:image:width', content: String(picture.width)}]
      : []),
    ...(picture.height
      ? [{property: 'og:image:height', content: String(picture.height)}]
      : []),
    ...(picture.alt ? [{property: 'og:image:alt', content: picture.alt}] : []),
    {name: 'twitter:card', content: 'summary_large_image'},
  ];
}

/**
 * The `<link rel="alternate" hreflang>` of a page from its canonical URL: the same path and
 * query in every market. Only for an absolute canonical (without the root's data the
 * origin is unknown, and a relative alternate would be wrong for search engines).
 */
function marketAlternates(canonical: string) {
  if (!/^https?:\/\//.test(canonical)) return [];
  const url = new URL(canonical);
  return hreflangAlternates(
    url.origin,
    `${unprefixedPath(url.pathname)}${url.search}`,
  ).map(({hrefLang, href}) => ({
    tagName: 'link' as const,
    rel: 'alternate',
    hrefLang,
    href,
  }));
}

/** The arguments of a route's meta function that canonicalUrl reads. */
export type MetaLocation = {
  location: {pathname: string; search: string};
  matches: ReadonlyArray<{id: string; loaderData?: unknown} | undefined>;
};

/**
 * A page's one address for search engines (decision 0142): the site's origin (the root
 * loader's, so meta works on client navigation too), the path, and only the query
 * parameters named in `keep` that make a different page (the shop's `filter`, a search's
 * `q`), or the 'whole-query' when the query is what the page is (a recipe plan).
 * Variant options, sorting, facets and pagination cursors are dropped.
 */
export function canonicalUrl(
  {location, matches}: MetaLocation,
  keep: readonly string[] | 'whole-query' = [],
): string {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as
    {origin?: string} | undefined;
  const given = new URLSearchParams(location.search);
  const kept = keep === 'whole-query' ? given : new URLSearchParams();
  for (const name of keep === 'whole-query' ? [] : keep) {
    const value = given.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.size ? `?${kept}` : '';
  // Without the root's data (an error page) the address stays relative rather than wrong.
  return `${root?.origin ?? ''}${location.pathname}${query}`;
}

/** The longest description Hydrogen's getSeoMeta accepts (and about what search engines show). */
const MAX_DESCRIPTION = 155;

/** A description cut to that length at a word, with an ellipsis when cut. */
export function shortDescription(text: string): string {
  const clean = text.replaceAll(/\s+/g, ' ').trim();
  if (clean.length <= MAX_DESCRIPTION) return clean;
  const cut = clean.slice(0, MAX_DESCRIPTION - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** The few entities a description from Shopify's editor holds, and numeric ones. */
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * A product's HTML description as plain text for meta and JSON-LD. Shopify's own
 * `description` drops the tags and so runs list items and paragraphs together ("Fits 18"
 * grillsFits 24" grills"); here each block ends a sentence. Unknown named entities stay
 * as they are (nothing is lost, nothing is guessed).
 */
export function plainDescription(html: string): string {
  // A product page reads it twice (meta, JSON-LD) on every render, and the text of a
  // description is the same until the merchant edits it: kept per isolate, bounded.
  return plainDescriptions.get(html, () => toPlainText(html));
}
const plainDescriptions = boundedCache<string>(500);

function toPlainText(html: string): string {
  const text = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li|h[1-6]|div|blockquote|tr|dt|dd)\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
      const code =
        name[1]?.toLowerCase() === 'x'
          ? parseInt(name.slice(2), 16)
          : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    });
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((line) => (/[.!?:;…]$/.test(line) ? line : `${line}.`))
    .join(' ');
}
