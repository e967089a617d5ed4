/**
 * `npm run local:supabase`: the local Supabase on LOCAL_SUPABASE_PORT (default 54321; 0
 * picks a free one), keeping its database under local/.data/supabase between runs
 * (LOCAL_SUPABASE_DATA_DIR elsewhere).
 */
import {fileURLToPath} from 'node:url';
import {LOCAL_SUPABASE_DATA_DIR} from './data-dir.ts';
import {startLocalSupabase} from './server.ts';
import {claimCheckout} from '../checkout-instance.ts';

// The checkout's local/.data has one writer: a running `npm start` or another
// `npm run local:supabase` on it makes this one refuse (decision 0216).
const ownDataDir = !process.env.LOCAL_SUPABASE_DATA_DIR;
const claim = claimCheckout(fileURLToPath(new URL('../..', import.meta.url)), {
  holds: ownDataDir ? ['local/.data'] : [],
});
if (!claim.ok) {
  console.error(claim.message);
  process.exit(1);
}

const supabase = await startLocalSupabase({
  port: Number(process.env.LOCAL_SUPABASE_PORT || 54321),
  dataDir: process.env.LOCAL_SUPABASE_DATA_DIR || LOCAL_SUPABASE_DATA_DIR,
  functionsEnv: functionsEnvFromProcess(),
});
claim.update(supabase.url);

console.log(`Local Supabase: ${supabase.url}`);
console.log(`anon key: ${supabase.anonKey}`);
console.log(`service_role key: ${supabase.serviceRoleKey}`);
console.log(`Mailbox: ${supabase.mailboxUrl}`);
console.log(`Edge functions: ${supabase.functionsSummary}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    supabase.close().then(
      () => {
        claim.release();
        process.exit(0);
      },
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}

/** The function secrets a developer (or the dev script) set in the environment, e.g. the local Admin API. */
function functionsEnvFromProcess(): Record<string, string> {
  const names = [
    'SHOPIFY_STORE_DOMAIN',
    'SHOPIFY_ADMIN_API_TOKEN',
    'SHOPIFY_ADMIN_API_VERSION',
    'EMAIL_FROM',
    'SITE_URL',
    'OUTBOX_LEASE_SECONDS',
  ];
  return Object.fromEntries(
    names.flatMap((name) =>
      process.env[name] ? [[name, process.env[name]!]] : [],
    ),
  );
}
