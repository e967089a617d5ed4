import {writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {Miniflare} from 'miniflare';
import {startLocalStorefront} from '/work/wt/i18/local/storefront/server.ts';
import {startLocalSupabase} from '/work/wt/i18/local/supabase/server.ts';
const storefront = await startLocalStorefront({port: 5862});
const supabase = await startLocalSupabase({port: 5863});
const url = storefront.url;
const build = process.env.BUILD ?? '/work/wt/i18/dist/server/index.js';
const mf = new Miniflare({port: 5865, modules: [{type: 'ESModule', path: build}], modulesRoot: dirname(build), compatibilityDate: '2025-06-01',
  bindings: {PUBLIC_STORE_DOMAIN: url, PUBLIC_CHECKOUT_DOMAIN: url, PUBLIC_STOREFRONT_API_TOKEN: storefront.publicToken, PRIVATE_STOREFRONT_API_TOKEN: storefront.privateToken, PUBLIC_STOREFRONT_ID: '1', SESSION_SECRET: 'benchmark-session-secret', SUPABASE_URL: supabase.url, SUPABASE_ANON_KEY: supabase.anonKey, LAUNCH_AT: '2025-12-01T10:00:00-05:00'}});
await mf.ready;
for (const [i, page] of process.argv.slice(2).entries()) { const r = await mf.dispatchFetch('http://localhost:8787' + page); writeFileSync((process.env.OUT ?? '/tmp/i18/page') + i + '.html', await r.text()); }
await mf.dispose(); await storefront.close(); await supabase.close();
