/**
 * `npm run outbox -- <command>`: see and replay the outbox (welcome emails and Shopify
 * customer syncs the signups queued; supabase/migrations/*_outbox.sql).
 *
 *   npm run outbox -- list              messages not delivered (pending and failed)
 *   npm run outbox -- list --all        every message, newest first (at most 200)
 *   npm run outbox -- replay            put every failed message back in the queue
 *   npm run outbox -- replay 12 15      only these ids
 *
 * Talks to SUPABASE_URL with SUPABASE_SERVICE_ROLE_KEY; without them, to the local Supabase
 * (`npm run local:supabase`, http://127.0.0.1:54321) with its well-known key. Addresses are
 * shown masked (a***@example.com).
 */
import {DEFAULT_JWT_SECRET, apiKeyFor} from '../local/supabase/jwt.ts';

const url = (process.env.SUPABASE_URL || 'http://127.0.0.1:54321').replace(
  /\/+$/,
  '',
);
const key =
  process.env.SUPABASE_SERVICE_ROLE_KEY ||
  apiKeyFor('service_role', DEFAULT_JWT_SECRET);
const headers = {
  apikey: key,
  Authorization: `Bearer ${key}`,
  'Content-Type': 'application/json',
};

type Row = {
  id: number;
  kind: string;
  email: string;
  status: string;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  request_id: string | null;
  created_at: string;
};

async function rest(path: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(`${url}/rest/v1${path}`, {...init, headers});
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status} from ${path}: ${text}`);
  return text ? JSON.parse(text) : null;
}

const mask = (email: string) => email.replace(/^(.)[^@]*/, '$1***');

async function list(all: boolean) {
  const filter = all ? '' : '&status=neq.delivered';
  const rows = (await rest(
    `/outbox?select=id,kind,email,status,attempts,next_attempt_at,last_error,request_id,created_at${filter}&order=id.desc&limit=200`,
  )) as Row[];
  if (rows.length === 0) {
    console.log(all ? 'The outbox is empty.' : 'Nothing waiting or failed.');
    return;
  }
  console.table(
    rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      to: mask(row.email),
      status: row.status,
      attempts: row.attempts,
      next: row.status === 'pending' ? row.next_attempt_at : '',
      error: row.last_error ?? '',
      request: row.request_id ?? '',
    })),
  );
}

async function replay(ids: number[]) {
  const replayed = await rest('/rpc/replay_outbox_messages', {
    method: 'POST',
    body: JSON.stringify({message_ids: ids.length ? ids : null}),
  });
  console.log(`${String(replayed)} failed message(s) queued again.`);
}

const [command, ...args] = process.argv.slice(2);
try {
  if (command === 'list') await list(args.includes('--all'));
  else if (command === 'replay') {
    const ids = args.map(Number);
    if (ids.some((id) => !Number.isSafeInteger(id) || id <= 0))
      throw new Error('replay takes outbox ids (whole numbers)');
    await replay(ids);
  } else {
    console.log(
      'Usage: npm run outbox -- list [--all] | replay [id ...]   (see scripts/outbox.ts)',
    );
    process.exitCode = command ? 1 : 0;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
