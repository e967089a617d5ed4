import {describe, expect, it} from 'vitest';
import {
  breadcrumbJsonLd,
  organizationJsonLd,
  serializeJsonLd,
  webSiteJsonLd,
} from './json-ld';

describe('serializeJsonLd', () => {
  it('cannot close its script element', () => {
    const text = serializeJsonLd({name: '</script><script>alert(1)</script>'});
    expect(text).not.toContain('</script');
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({
      name: '</script><script>alert(1)</script>',
    });
  });
});

describe('home page data', () => {
  it('names the organisation and a site search at /search?q=', () => {
    expect(organizationJsonLd('https://x.example', '/logo.svg')).toMatchObject({
      '@type': 'Organization',
      url: 'https://x.example/',
      logo: 'https://x.example/logo.svg',
    });
    const site = webSiteJsonLd('https://x.example');
    expect(site.potentialAction.target.urlTemplate).toBe(
      'https://x.example/search?q={search_term_string}',
    );
    expect(site.potentialAction['query-input']).toBe(
      'required name=search_term_string',
    );
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the crumbs from 1 with absolute URLs', () => {
    expect(
      breadcrumbJsonLd('https://x.example', [
        {name: 'Home', path: '/'},
        {name: 'Grills', path: '/grills'},
      ]).itemListElement,
    ).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        name: 'Home',
        item: 'https://x.example/',
      },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Grills',
        item: 'https://x.example/grills',
      },
    ]);
  });
});
