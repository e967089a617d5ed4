import {readFileSync, readlinkSync, realpathSync} from 'node:fs';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {denoExecutable} from '../deno.ts';
import {readFunctionsConfig} from './functions-config.ts';
import {startLocalSupabase, type LocalSupabase} from './server.ts';

let supabase: LocalSupabase;
beforeAll(async () => {
  supabase = await startLocalSupabase({port: 0, functionsLog: () => {}});
}, 120_000);
afterAll(() => supabase?.close());

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('the local edge runtime', () => {
  it('runs every function config.toml declares in its own Deno process', async () => {
    const declared = (await readFunctionsConfig()).map((fn) => fn.name);
    expect(declared).toEqual([
      'send-welcome-email',
      'sync-shopify-customer',
      'deliver-outbox',
    ]);
    expect([...supabase.functions.keys()]).toEqual(declared);
    const deno = realpathSync(denoExecutable());
    const pids = [...supabase.functions.values()].map((fn) => fn.pid);
    expect(new Set(pids).size).toBe(declared.length);
    for (const pid of pids) {
      expect(realpathSync(readlinkSync(`/proc/${pid}/exe`))).toBe(deno);
    }
    expect(supabase.functionsSummary).toMatch(
      /^send-welcome-email, sync-shopify-customer, deliver-outbox \(served by Deno \d+\.\d+\.\d+/,
    );
  });

  it("gives a function Supabase's environment and the secrets, and nothing of the stand-in's own", async () => {
    const fn = supabase.functions.get('send-welcome-email')!;
    const environ = readFileSync(`/proc/${fn.pid}/environ`, 'utf8')
      .split('\0')
      .map((entry) => entry.split('=')[0]);
    expect(environ).toEqual(
      expect.arrayContaining([
        'SUPABASE_URL',
        'SUPABASE_ANON_KEY',
        'SUPABASE_SERVICE_ROLE_KEY',
        'RESEND_API_URL',
        'RESEND_API_KEY',
        'EMAIL_FROM',
      ]),
    );
    expect(environ).not.toContain('HOME');
    expect(environ).not.toContain('npm_lifecycle_event');
  });

  it('answers an unknown function with 404 and a malformed name with 400', async () => {
    const headers = {Authorization: `Bearer ${supabase.anonKey}`};
    const unknown = await fetch(`${supabase.url}/functions/v1/nope`, {headers});
    expect(unknown.status).toBe(404);
    const malformed = await fetch(`${supabase.url}/functions/v1/%E0%A4%A`, {
      headers,
    });
    expect(malformed.status).toBe(400);
  });

  it('forwards the path below the function name and the query, as Supabase does', async () => {
    const response = await fetch(
      `${supabase.url}/functions/v1/send-welcome-email/extra?x=1`,
      {headers: {Authorization: `Bearer ${supabase.anonKey}`}},
    );
    // The function itself answers (405 for a GET), so the request reached Deno.
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('stops the function processes when the stand-in closes', async () => {
    const other = await startLocalSupabase({port: 0, functionsLog: () => {}});
    const pids = [...other.functions.values()].map((fn) => fn.pid);
    expect(pids.every(isRunning)).toBe(true);
    await other.close();
    expect(pids.some(isRunning)).toBe(false);
  }, 120_000);
});
