import {createServer, request as httpRequest} from 'node:http';
import {dirname, join} from 'node:path';
import {Miniflare} from 'miniflare';
import {startLocalStorefront} from '../local/storefront/server.ts';
import {startLocalSupabase} from '../local/supabase/server.ts';
const root = join(import.meta.dirname, '..');
const storefront = await startLocalStorefront({port: 5862});
const supabase = await startLocalSupabase({port: 5863});
const log: string[] = [];
const target = new URL(storefront.url);
const proxy = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks).toString();
    const m = /"operationName":"?(\w+)|query\s+(\w+)/.exec(body);
    log.push(`${req.method} ${req.url} ${m?.[1] ?? m?.[2] ?? body.slice(0, 80)} req ${body.length}`);
    const out = httpRequest({host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers}, (r) => {
      let n = 0; r.on("data", (c) => (n += c.length)); r.on("end", () => log.push(`  response ${n} bytes`)); res.writeHead(r.statusCode!, r.headers); r.pipe(res);
    });
    out.end(Buffer.concat(chunks));
  });
}).listen(5864);
const url = 'http://127.0.0.1:5864';
const build = process.env.BUILD ?? join(root, 'dist/server/index.js');
const mf = new Miniflare({port: 5865, modules: [{type: 'ESModule', path: build}], modulesRoot: dirname(build), compatibilityDate: '2025-06-01',
  bindings: {PUBLIC_STORE_DOMAIN: url, PUBLIC_CHECKOUT_DOMAIN: url, PUBLIC_STOREFRONT_API_TOKEN: storefront.publicToken, PRIVATE_STOREFRONT_API_TOKEN: storefront.privateToken, PUBLIC_STOREFRONT_ID: '1', SESSION_SECRET: 'benchmark-session-secret', SUPABASE_URL: supabase.url, SUPABASE_ANON_KEY: supabase.anonKey, LAUNCH_AT: '2025-12-01T10:00:00-05:00'}});
await mf.ready;
for (const page of process.argv.slice(2)) {
  for (const pass of ['cold', 'warm']) {
    log.length = 0;
    const t = performance.now();
    const r = await mf.dispatchFetch('http://localhost:8787' + page);
    const text = await r.text();
    console.log(`${page} ${pass} ${r.status} ${text.length} bytes ${(performance.now() - t).toFixed(0)} ms; subrequests: ${log.length}`);
    for (const l of log) console.log('   ', l);
    await new Promise((r) => setTimeout(r, 200));
  }
}
await mf.dispose(); proxy.close(); await storefront.close(); await supabase.close();
