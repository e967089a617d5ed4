import {readFileSync, readdirSync} from 'node:fs';
import {Miniflare} from 'miniflare';
const script = `export default { async fetch(request) {
  const k = Number(new URL(request.url).searchParams.get('k'));
  const cache = await caches.open('hydrogen');
  const body = 'x'.repeat(20000);
  for (let i = 0; i < k; i++) {
    const key = 'https://cache.test/' + i;
    let hit = await cache.match(key);
    if (!hit) { await cache.put(key, new Response(body, {headers: {'cache-control': 'public, max-age=3600'}})); hit = await cache.match(key); }
    await hit.text();
  }
  return new Response('ok');
}}`;
const mf = new Miniflare({modules: true, script, compatibilityDate: '2025-06-01', port: 5867});
await mf.ready;
const pid = readdirSync('/proc').filter((e) => /^\d+$/.test(e)).find((e) => { try { const s = readFileSync(`/proc/${e}/stat`, 'utf8'); return s.includes('(workerd)') && Number(s.slice(s.lastIndexOf(')') + 2).split(' ')[1]) === process.pid; } catch { return false; } });
const cpu = () => { const s = readFileSync(`/proc/${pid}/stat`, 'utf8'); const f = s.slice(s.lastIndexOf(')') + 2).split(' '); return (Number(f[11]) + Number(f[12])) * 10; };
for (const k of [0, 4, 0, 4, 1, 0]) {
  await mf.dispatchFetch(`http://x/?k=${k}`);
  const c0 = cpu(); let n = 0; const end = performance.now() + 3000;
  await Promise.all(Array.from({length: 8}, async () => { while (performance.now() < end) { await (await mf.dispatchFetch(`http://x/?k=${k}`)).text(); n++; } }));
  console.log(`k=${k} CPU ms/req ${((cpu() - c0) / n).toFixed(2)} (${n} requests)`);
}
await mf.dispose();
