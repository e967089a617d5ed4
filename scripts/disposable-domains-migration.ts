/**
 * `npm run db:disposable-domains`: writes a migration that loads `mailchecker`'s list of
 * disposable-mail domains into `public.disposable_email_domains` (record 0221), replacing
 * the list a previous one loaded. Run it after `npm update mailchecker`; the worker does not
 * ship the list, the database checks each signup against it.
 *
 *   npm run db:disposable-domains            supabase/migrations/<now>_disposable_domains.sql
 *   npm run db:disposable-domains -- VERSION  the same with the given 14-digit version
 */
import {writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';

const require = createRequire(import.meta.url);
const MailChecker = require('mailchecker') as {blacklist(): Set<string>};
const {version} = require('mailchecker/package.json') as {version: string};

const domains = [...MailChecker.blacklist()]
  .map((domain) => domain.trim().toLowerCase().replace(/\.+$/, ''))
  .filter((domain) => /^[a-z0-9.-]+$/.test(domain))
  .sort();

const stamp =
  process.argv[2] ??
  new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
if (!/^\d{14}$/.test(stamp)) throw new Error(`not a version: ${stamp}`);

// One string literal split in SQL: fast to load (one statement), and the list has no
// quotes or commas (checked above), so it needs no escaping.
const sql = `-- Disposable-mail domains from the npm package mailchecker ${version} (${domains.length} domains),
-- written by \`npm run db:disposable-domains\` (scripts/disposable-domains-migration.ts).
-- Replaces the list a previous migration loaded; the check is
-- public.is_disposable_email() (migration 20251125203100, record 0221).
delete from public.disposable_email_domains;
insert into public.disposable_email_domains (domain)
select distinct unnest(string_to_array('${domains.join(',')}', ','));
`;
const file = join(
  import.meta.dirname,
  '..',
  'supabase',
  'migrations',
  `${stamp}_disposable_domains.sql`,
);
writeFileSync(file, sql);
console.log(`${file}: ${domains.length} domains (mailchecker ${version})`);
