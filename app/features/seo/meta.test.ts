import {describe, expect, it} from 'vitest';
import {
  canonicalUrl,
  pageMeta,
  plainDescription,
  SHARE_CARD,
  shortDescription,
} from './meta';

describe('shortDescription', () => {
  it('keeps a short text, with its spaces tidied', () => {
    expect(shortDescription('  Sear,\n smoke  and bake. ')).toBe(
      'Sear, smoke and bake.',
    );
  });

  it('cuts a long text at a word, within 155 characters, with an ellipsis', () => {
    const text = 'word '.repeat(60);
    const short = shortDescription(text);
    expect(short.length).toBeLessThanOrEqual(155);
    expect(short).toMatch(/\bword…$/);
    expect(short).not.toMatch(/ …$/);
  });
});

describe('canonicalUrl', () => {
  const args = (search: string, origin?: string) => ({
    location: {pathname: '/store/shop', search},
    matches: [{id: 'root', loaderData: origin ? {origin} : undefined}],
  });

  it('is the origin and path, without sorting, facets, cursors or variant options', () => {
    expect(
      canonicalUrl(
        args(
          '?sort=price-asc&filter.v.availability=1&cursor=abc&direction=next&Color=Red',
          'https://shop.example',
        ),
      ),
    ).toBe('https://shop.example/store/shop');
  });

  it('keeps only the parameters that make another page', () => {
    expect(
      canonicalUrl(args('?sort=price-asc&filter=sale', 'https://s.example'), [
        'filter',
      ]),
    ).toBe('https://s.example/store/shop?filter=sale');
    expect(
      canonicalUrl(args('?a=1&b=2', 'https://s.example'), 'whole-query'),
    ).toBe('https://s.example/store/shop?a=1&b=2');
  });

  it('stays relative without the root data rather than naming another host', () => {
    expect(canonicalUrl(args(''))).toBe('/store/shop');
  });
});

describe('pageMeta', () => {
  it('gives every page a canonical link, Open Graph and a large Twitter card with the share image', () => {
    const meta = pageMeta({
      title: 'Shop',
      description: 'All of it.',
      canonical: 'https://s.example/store/shop',
    });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://s.example/store/shop',
    });
    expect(meta).toContainEqual({
      property: 'og:url',
      content: 'https://s.example/store/shop',
    });
    expect(meta).toContainEqual({
      name: 'twitter:card',
      content: 'summary_large_image',
    });
    // X falls back to the Open Graph title, description and image (record 0271).
    expect(
      meta.filter(
        (tag) =>
          'name' in tag &&
          /^twitter:(title|description|image)$/.test(String(tag.name)),
      ),
    ).toEqual([]);
    const image = meta.find(
      (tag) => 'property' in tag && tag.property === 'og:image',
    ) as {content: string};
    expect(image.content).toBe(`https://s.example${SHARE_CARD.path}`);
  });

  it('names the page in every market (hreflang, x-default the US page); the canonical is its own market’s', () => {
    const meta = pageMeta({
      title: 'Shop',
      description: 'All of it.',
      canonical: 'https://s.example/de-de/store/shop?filter=x',
    });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://s.example/de-de/store/shop?filter=x',
    });
    const alternates = meta.filter(
      (tag) => 'rel' in tag && tag.rel === 'alternate',
    );
    expect(alternates).toEqual(
      [
        ['en-US', '/store/shop?filter=x'],
        ['en-CA', '/en-ca/store/shop?filter=x'],
        ['fr-CA', '/fr-ca/store/shop?filter=x'],
        ['en-GB', '/en-gb/store/shop?filter=x'],
        ['de-DE', '/de-de/store/shop?filter=x'],
        ['x-default', '/store/shop?filter=x'],
      ].map(([hrefLang, path]) => ({
        tagName: 'link',
        rel: 'alternate',
        hrefLang,
        href: `https://s.example${path}`,
      })),
    );
  });

  it('the home page of a market: its prefix alone', () => {
    const hrefs = pageMeta({
      title: 'Home',
      description: '…',
      canonical: 'https://s.example/en-gb',
    }).flatMap((tag) =>
      'rel' in tag && tag.rel === 'alternate' ? [tag.href] : [],
    );
    expect(hrefs).toEqual([
      'https://s.example/',
      'https://s.example/en-ca',
      'https://s.example/fr-ca',
      'https://s.example/en-gb',
      'https://s.example/de-de',
      'https://s.example/',
    ]);
  });

  it('no alternates without an absolute canonical (no origin known)', () => {
    expect(
      pageMeta({title: 'x', description: 'y', canonical: '/store'}).some(
        (tag) => 'rel' in tag && tag.rel === 'alternate',
      ),
    ).toBe(false);
  });
});

describe('plainDescription', () => {
  it('ends each block with a sentence, so list items do not run together', () => {
    expect(
      plainDescription(
        '<h3>Specs</h3><ul><li>Fits 18&quot;</li><li>Ceramic; 5 mm</li></ul><p>Done!</p>line<br>break &#8211; &#x2014; &copy; 2026',
      ),
    ).toBe(
      'Specs. Fits 18". Ceramic; 5 mm. Done! line. break – — &copy; 2026.',
    );
  });

  it('is empty for an empty description', () => {
    expect(plainDescription('')).toBe('');
    expect(plainDescription('<p> </p>')).toBe('');
  });
});
