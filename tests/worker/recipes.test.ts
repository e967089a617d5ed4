/**
 * The AI recipes page as the server answers it (issue 17): a plan's address is the whole
 * request, so the page is public and cacheable, prints with its own stylesheet, is
 * described for search engines, and names the catalog products the cook needs. A request
 * it cannot plan is a 400 that is never stored. (Planning and buying in a browser:
 * tests/e2e/ai-recipes.spec.ts.)
 */
import {describe, expect, it} from 'vitest';
import {readHead, type JsonLdNode} from '../support/head';
import {useWorkerOnStandIns} from '../support/worker';

const worker = useWorkerOnStandIns();

const PIZZA_PLAN =
  '/store/ai-recipes?cook=pizza&servings=6&grill=scout-15&fuel=lump&wood=oak&units=f';

describe('a cook plan', () => {
  it('is public, cacheable, printable and described for search engines', async () => {
    const response = await worker.fetch(PIZZA_PLAN);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^public/);
    expect(response.headers.get('set-cookie')).toBeNull();
    const html = await response.text();
    const head = readHead(html);

    // Like every script in the document, the JSON-LD carries the request's CSP nonce.
    const nonce = /script-src[^;]*'nonce-([^']+)'/.exec(
      response.headers.get('content-security-policy') ?? '',
    )?.[1];
    expect(nonce).toBeTruthy();
    expect(head.jsonLdNonces).toEqual([nonce]);
    const [recipe] = head.jsonLd as Array<
      JsonLdNode & {recipeInstructions: unknown[]}
    >;
    expect(recipe).toMatchObject({
      '@type': 'Recipe',
      name: 'Pizza for 6',
      recipeYield: '6 servings',
    });
    expect(recipe!.recipeInstructions.length).toBeGreaterThan(5);

    // The stone the plan needs, as the catalog's product.
    const stone = html
      .split('data-need="stone"')[1]
      ?.split(/data-need=|<\/ul>/)[0];
    expect(stone).toContain('Cordierite Pizza Stone');
    expect(
      html.match(/<link rel="stylesheet" href="[^"]+" media="print"/g),
    ).toHaveLength(1);
  });

  it("recommends an option that can be bought when the plan's wood is sold out (issue 25)", async () => {
    // The form's defaults for a brisket: oak, whose chunks (Post Oak) are sold out.
    const html = await (
      await worker.fetch(
        '/store/ai-recipes?cook=brisket&servings=8&grill=classic-18&fuel=lump&wood=oak&units=f',
      )
    ).text();
    const wood = html
      .split('data-need="wood"')[1]
      ?.split(/data-need=|<\/ul>/)[0];
    expect(wood).toContain('Smoking Wood Chunks');
    expect(wood).toContain(
      'Post Oak is sold out right now: Hickory works as well.',
    );
    expect(wood).toMatch(
      /<button type="submit" class="button-primary"[^>]*>Add to cart</,
    );
    expect(wood).not.toContain('Sold out</button>');
  });

  it('answers a request it cannot plan with a 400 and the reason, never stored', async () => {
    const response = await worker.fetch(
      '/store/ai-recipes?cook=brisket&style=pizza',
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.text()).toContain('Brisket is not a pizza cook');
  });
});
