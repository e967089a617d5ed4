/**
 * `npm run admin:create -- EMAIL`: makes EMAIL an admin of the store's admin area
 * (app_metadata.role = 'admin', which only the service role can set) with a new random
 * password, creating the user if needed. The admin enrols a TOTP factor at first sign-in.
 *
 * Talks to SUPABASE_URL with SUPABASE_SERVICE_ROLE_KEY (from the environment or .env);
 * with SUPABASE_URL unset, to the local Supabase with its well-known local service key:
 * the one this checkout's running `npm start`/`npm run dev` started (.cache/instance.json),
 * else LOCAL_SUPABASE_PORT or 54321 (`npm run local:supabase`).
 */
import {randomBytes} from 'node:crypto';
import {existsSync} from 'node:fs';
import {createClient, type User} from '@supabase/supabase-js';
import {fileURLToPath} from 'node:url';
import {apiKeyFor, DEFAULT_JWT_SECRET} from '../local/supabase/jwt.ts';
import {runningInstance} from '../local/checkout-instance.ts';

const root = new URL('..', import.meta.url);
if (existsSync(new URL('.env', root)))
  process.loadEnvFile(new URL('.env', root));

const email = process.argv[2]?.trim().toLowerCase();
if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  console.error('Usage: npm run admin:create -- EMAIL');
  process.exit(2);
}

// The local Supabase the running `npm start`/`npm run dev` of this checkout started (its
// port is whatever it was given), else LOCAL_SUPABASE_PORT, else the default port.
const running = runningInstance(fileURLToPath(root));
const url =
  process.env.SUPABASE_URL ||
  (process.env.LOCAL_SUPABASE_PORT
    ? `http://127.0.0.1:${process.env.LOCAL_SUPABASE_PORT}`
    : running?.supabaseUrl || 'http://127.0.0.1:54321');
const serviceKey = process.env.SUPABASE_URL
  ? process.env.SUPABASE_SERVICE_ROLE_KEY
  : apiKeyFor('service_role', DEFAULT_JWT_SECRET);
if (!serviceKey) {
  console.error(
    'SUPABASE_SERVICE_ROLE_KEY is needed with SUPABASE_URL (Project settings > API). It is used here only, never by the worker.',
  );
  process.exit(2);
}

const admin = createClient(url, serviceKey, {
  auth: {persistSession: false, autoRefreshToken: false},
  global: {
    fetch: (input, init) =>
      fetch(input, {...init, signal: AbortSignal.timeout(15_000)}),
  },
}).auth.admin;

const password = randomBytes(15).toString('base64url');
try {
  const existing = await findUser(email);
  const result = existing
    ? await admin.updateUserById(existing.id, {
        password,
        app_metadata: {role: 'admin'},
        email_confirm: true,
      })
    : await admin.createUser({
        email,
        password,
        email_confirm: true,
        app_metadata: {role: 'admin'},
      });
  if (result.error) throw result.error;
  console.log(`${existing ? 'Updated' : 'Created'} admin ${email}`);
  console.log(`  password: ${password}`);
  console.log(
    '  Sign in at /admin/login; the first sign-in enrols a TOTP authenticator.',
  );
} catch (error) {
  console.error(
    `Could not create the admin at ${url}: ${error instanceof Error ? error.message : String(error)}`,
  );
  if (!process.env.SUPABASE_URL)
    console.error(
      'Is the local store running? Start it with `npm start` (or set LOCAL_SUPABASE_PORT to the port of a local Supabase started otherwise).',
    );
  process.exit(1);
}

async function findUser(address: string): Promise<User | null> {
  for (let page = 1; ; page++) {
    const {data, error} = await admin.listUsers({page, perPage: 1000});
    if (error) throw error;
    const match = data.users.find((user) => user.email === address);
    if (match) return match;
    if (data.users.length < 1000) return null;
  }
}
