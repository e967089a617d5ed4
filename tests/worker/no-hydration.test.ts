/**
 * No page hydrates React (record 0182): every page is the server's HTML plus the one
 * enhancement module. No loader data, no router context, no React modules preloaded.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
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

describe('the client build ships only what a page can load', () => {
  const assets = join(import.meta.dirname, '../../dist/client/assets');
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));

  it('has no route modules, client entry or route manifest: at most 20 scripts', () => {
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.length).toBeLessThanOrEqual(20);
    expect(
      scripts.filter((name) => /^(entry\.client|root|manifest)-/.test(name)),
    ).toEqual([]);
  });

  it('keeps every script the enhancement module imports, at any depth', () => {
    const missing: string[] = [];
    const seen = new Set<string>();
    const visit = (name: string) => {
      if (seen.has(name)) return;
      seen.add(name);
      const path = join(assets, name);
      if (!existsSync(path)) return void missing.push(name);
      for (const [, imported] of readFileSync(path, 'utf8').matchAll(
        /["'`]\.\/([\w.-]+\.js)["'`]/g,
      ))
        visit(imported!);
    };
    const enhance = scripts.find((name) => name.startsWith('enhance-'));
    expect(enhance).toBeDefined();
    visit(enhance!);
    expect(missing).toEqual([]);
    expect(seen.size).toBeGreaterThan(5);
  });
});
