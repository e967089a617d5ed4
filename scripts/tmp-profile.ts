import {readFileSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {Miniflare} from 'miniflare';
import {SourceMapConsumer} from 'source-map-js';
import {startLocalStorefront} from '../local/storefront/server.ts';
import {startLocalSupabase} from '../local/supabase/server.ts';
const root = join(import.meta.dirname, '..');
const storefront = await startLocalStorefront({port: 5862});
const supabase = await startLocalSupabase({port: 5863});
const url = storefront.url;
const build = process.env.BUILD ?? join(root, 'dist/server/index.js');
const mf = new Miniflare({port: 5865, inspectorPort: 5866, modules: [{type: 'ESModule', path: build}], modulesRoot: dirname(build), compatibilityDate: '2025-06-01',
  bindings: {PUBLIC_STORE_DOMAIN: url, PUBLIC_CHECKOUT_DOMAIN: url, PUBLIC_STOREFRONT_API_TOKEN: storefront.publicToken, PRIVATE_STOREFRONT_API_TOKEN: storefront.privateToken, PUBLIC_STOREFRONT_ID: '1', SESSION_SECRET: 'benchmark-session-secret', SUPABASE_URL: supabase.url, SUPABASE_ANON_KEY: supabase.anonKey, LAUNCH_AT: '2025-12-01T10:00:00-05:00'}});
await mf.ready;
const page = process.argv[2]!;
const load = async (seconds: number) => { let n = 0; const end = performance.now() + seconds * 1000;
  await Promise.all(Array.from({length: 8}, async () => { while (performance.now() < end) { const r = await mf.dispatchFetch('http://localhost:8787' + page); await r.arrayBuffer(); n++; } })); return n / seconds; };
await load(1);
const targets = await (await fetch('http://127.0.0.1:5866/json')).json() as any[];
const ws = new WebSocket(targets[0].webSocketDebuggerUrl);
await new Promise((r) => ws.addEventListener('open', r));
let id = 0; const pending = new Map<number, (v: any) => void>();
ws.addEventListener('message', (e) => { const m = JSON.parse(String(e.data)); if (m.id && pending.has(m.id)) { pending.get(m.id)!(m.result); pending.delete(m.id); } });
const send = (method: string, params: any = {}) => new Promise<any>((r) => { const i = ++id; pending.set(i, r); ws.send(JSON.stringify({id: i, method, params})); });
await send('Profiler.enable'); await send('Profiler.setSamplingInterval', {interval: 200}); await send('Profiler.start');
console.log('rps', await load(Number(process.env.SECONDS ?? 4)));
const {profile} = await send('Profiler.stop');
writeFileSync('/tmp/i18/profile.cpuprofile', JSON.stringify(profile));
ws.close();
const map = new SourceMapConsumer(JSON.parse(readFileSync(build + '.map', 'utf8')));
const self = new Map<string, number>(); const byFile = new Map<string, number>();
const dt = new Map<number, number>();
profile.samples.forEach((s: number, i: number) => dt.set(s, (dt.get(s) ?? 0) + (profile.timeDeltas[i] ?? 0)));
let total = 0;
for (const node of profile.nodes) {
  const t = dt.get(node.id) ?? 0; total += t;
  const cf = node.callFrame; let name = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}`; let file = cf.url || cf.functionName;
  if (cf.url.endsWith('index.js') && cf.lineNumber >= 0) { const o = map.originalPositionFor({line: cf.lineNumber + 1, column: cf.columnNumber}); if (o.source) { name = `${o.name ?? cf.functionName} ${o.source.replace(/.*node_modules\//, '')}:${o.line}`; file = o.source.replace(/.*node_modules\//, 'nm/').replace(/^(nm\/(@[^/]+\/)?[^/]+).*/, '$1'); } }
  self.set(name, (self.get(name) ?? 0) + t); byFile.set(file, (byFile.get(file) ?? 0) + t);
}
const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${(100 * v / total).toFixed(1).padStart(5)}% ${k}`).join('\n');
console.log('--- by package/file'); console.log(top(byFile, 25)); console.log('--- self by function'); console.log(top(self, 40));
await mf.dispose(); await storefront.close(); await supabase.close();
