/**
 * No page hydrates React (record 0182): every page is the server's HTML plus the one
 * enhancement module. No loader data, no router context, no React modules preloaded.
 */
import {describe, expect, it} from 'vitest';
import {useWorkerOnStandIns} from '../support/worker';

const worker = useWorkerOnStandIns();

const PAGES = [
  '/',
  '/store',
  '/store/shop',
  '/grills',
  '/store/product/classic-18-kamado-grill',
  '/gift-cards',
  '/cart',
  '/search?q=grill',
  '/store/ai-recipes',
  '/admin/login',
];

describe('pages ship no React to the browser', () => {
  it.each(PAGES)('%s: one module script, no loader data', async (path) => {
    const response = await worker.fetch(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain('__reactRouterContext');
    expect(html).not.toContain('streamController');
    expect(html).not.toContain('rel="modulepreload"');
    const modules = [...html.matchAll(/<script[^>]*type="module"[^>]*>/g)];
    expect(modules).toHaveLength(1);
    expect(modules[0]![0]).toMatch(/src="\/assets\/enhance-[\w-]+\.js"/);
  });
});
