/**
 * The outbox under a crash: a burst of signups, the local Supabase process killed (-9) in
 * the middle of it, then a restart on the same data. Every signup that committed gets exactly one welcome
 * email (the welcome email for modal signups, the newsletter welcome for the others) and one Shopify customer (all), and every visitor who was told
 * "success" is among them.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {afterAll, beforeAll, expect, it} from 'vitest';
import {
  startLocalStorefront,
  type LocalStorefront,
} from '../../local/storefront/server.ts';
import {DEFAULT_JWT_SECRET, apiKeyFor} from '../../local/supabase/jwt.ts';
import type {MailboxEmail} from '../../local/supabase/mailbox.ts';
import {clientFor} from '../../local/supabase/testing.ts';

const ANON_KEY = apiKeyFor('anon', DEFAULT_JWT_SECRET);
const SERVICE_ROLE_KEY = apiKeyFor('service_role', DEFAULT_JWT_SECRET);

let storefront: LocalStorefront;
let dataDir: string;
let supabase: RunningSupabase | undefined;

beforeAll(async () => {
  storefront = await startLocalStorefront({port: 0});
  dataDir = await mkdtemp(join(tmpdir(), 'outbox-crash-'));
});
afterAll(async () => {
  supabase?.process.kill('SIGKILL');
  await storefront?.close();
  await rm(dataDir, {recursive: true, force: true});
});

type RunningSupabase = {url: string; process: ChildProcess};

/** `npm run local:supabase` as its own process, on a free port, over the test's data. */
async function start(): Promise<RunningSupabase> {
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL('../../local/supabase/main.ts', import.meta.url))],
    {
      env: {
        ...process.env,
        LOCAL_SUPABASE_PORT: '0',
        LOCAL_SUPABASE_DATA_DIR: dataDir,
        SHOPIFY_STORE_DOMAIN: storefront.url,
        SHOPIFY_ADMIN_API_TOKEN: storefront.adminToken,
        // Messages a killed run had claimed are claimed again after 2 s, not a minute.
        OUTBOX_LEASE_SECONDS: '2',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /Local Supabase: (http:\/\/\S+)/.exec(output)?.[1];
      if (found) resolve(found);
    });
    child.once('exit', (code) =>
      reject(new Error(`local Supabase exited (${code}): ${output}`)),
    );
  });
  return {url, process: child};
}

type Signup = {email: string; table: 'subscribers' | 'newsletter_subscribers'};

it('delivers every committed signup exactly once after the database is killed (-9) mid-burst and restarted', async () => {
  supabase = await start();
  const anon = clientFor(supabase.url, ANON_KEY);
  const signups: Signup[] = Array.from({length: 300}, (_, index) => ({
    email: `crash-${index}@example.com`,
    table: index % 3 === 0 ? 'newsletter_subscribers' : 'subscribers',
  }));

  let answered = 0;
  const running = supabase;
  const outcomes = await Promise.allSettled(
    signups.map(async (signup, index) => {
      const {error} = await (signup.table === 'subscribers'
        ? anon
            .from('subscribers')
            .insert({name: `Guest ${index}`, email: signup.email})
        : anon.from('newsletter_subscribers').insert({
            email: signup.email,
            source: index % 2 ? 'footer' : 'exit-intent',
          }));
      answered += 1;
      // The crash: kill -9 while most of the burst is still in flight.
      if (answered === 40) running.process.kill('SIGKILL');
      if (error) throw new Error(error.message);
    }),
  );
  await new Promise((resolve) =>
    running.process.exitCode !== null || running.process.signalCode
      ? resolve(null)
      : running.process.once('exit', resolve),
  );
  const toldSuccess = signups.filter(
    (_, index) => outcomes[index]!.status === 'fulfilled',
  );
  expect(toldSuccess.length).toBeGreaterThanOrEqual(40);
  expect(toldSuccess.length).toBeLessThan(signups.length);

  supabase = await start();
  const service = clientFor(supabase.url, SERVICE_ROLE_KEY);
  const [{data: waitlist}, {data: newsletter}] = await Promise.all([
    service.from('subscribers').select('email').like('email', 'crash-%'),
    service
      .from('newsletter_subscribers')
      .select('email, source')
      .like('email', 'crash-%'),
  ]);
  const committed = [
    ...waitlist!.map((row) => ({
      email: row.email as string,
      source: 'signup-modal',
    })),
    ...newsletter!.map((row) => ({
      email: row.email as string,
      source: row.source as string,
    })),
  ];
  const committedEmails = new Set(committed.map((row) => row.email));
  for (const signup of toldSuccess)
    expect(committedEmails).toContain(signup.email);

  // Wait for the deliverer (on its timer) to empty the outbox.
  for (let wait = 0; ; wait += 1) {
    const {count} = await service
      .from('outbox')
      .select('*', {count: 'exact', head: true})
      .neq('status', 'delivered');
    if (count === 0) break;
    if (wait > 600) throw new Error(`${count} outbox messages never delivered`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const mailbox = (
    (await (await fetch(`${supabase.url}/mailbox/api/emails`)).json()) as {
      data: MailboxEmail[];
    }
  ).data;
  const emailsTo = (address: string) =>
    mailbox.filter((email) => email.to.includes(address)).length;
  for (const row of waitlist!)
    expect(emailsTo(row.email as string), row.email).toBe(1);
  for (const row of newsletter!)
    expect(emailsTo(row.email as string), row.email).toBe(1);

  const customers = (await (
    await fetch(`${storefront.url}/__local/customers`)
  ).json()) as {email: string; tags: string[]}[];
  for (const {email, source} of committed) {
    const matching = customers.filter((customer) => customer.email === email);
    expect(matching, email).toHaveLength(1);
    expect(matching[0]!.tags).toEqual(
      expect.arrayContaining(['waitlist', source]),
    );
  }
}, 240_000);
