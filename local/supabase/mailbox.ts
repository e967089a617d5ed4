/**
 * The local mailbox (the role Inbucket plays in Supabase's local stack): an email API with
 * Resend's request shape that keeps every message in the local database, and pages to read
 * them. The functions' RESEND_API_URL points here, so nothing leaves the machine.
 *
 *   POST /mailbox/api/emails   {from, to, subject, html?, text?, headers?} -> 200 {id}  (Bearer key required, any value;
 *                              an `Idempotency-Key` seen before answers the first message's id and sends nothing)
 *   GET  /mailbox/api/emails   -> {data: [{id, created_at, from, to, subject, html, text, headers}]}, newest first;
 *                                 ?to=<address> keeps the messages sent to that address
 *   GET  /mailbox              the list page;  GET /mailbox/<id>  one message, rendered
 */
import type {PGlite} from '@electric-sql/pglite';
import {
  BodyTooLargeError,
  jsonResponse,
  readJsonObject,
} from '../../supabase/functions/_shared/http.ts';

export type MailboxEmail = {
  id: string;
  created_at: string;
  from: string;
  to: string[];
  subject: string;
  html: string | null;
  text: string | null;
  /** The extra headers the sender asked for (Resend's `headers`). */
  headers: Record<string, string>;
};

const API_PATH = '/mailbox/api/emails';
const MAILBOX_MAX_BODY_BYTES = 10 * 1024 * 1024;

/** The page's own CSP; the message HTML is served separately under `sandbox` and framed without scripts. */
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; base-uri 'none'; form-action 'none'";
const MESSAGE_CSP =
  "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data: http: https:; font-src data: http: https:";

export async function handleMailboxRequest(
  db: PGlite,
  request: Request,
): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname === API_PATH) {
    if (request.method === 'POST') return receive(db, request);
    if (request.method === 'GET')
      return jsonResponse(200, {
        data: await list(db, url.searchParams.get('to')),
      });
    return jsonResponse(405, {
      statusCode: 405,
      name: 'method_not_allowed',
      message: 'Use GET or POST',
    });
  }
  if (request.method !== 'GET')
    return jsonResponse(405, {
      statusCode: 405,
      name: 'method_not_allowed',
      message: 'Use GET',
    });
  if (url.pathname === '/mailbox' || url.pathname === '/mailbox/')
    return page('Local mailbox', listPage(await list(db, null)));

  const match = /^\/mailbox\/([0-9a-f-]{36})(\/html)?$/.exec(url.pathname);
  const email = match ? await find(db, match[1]!) : null;
  if (!email)
    return page(
      'Not found',
      '<p>No such message. <a href="/mailbox">Back to the mailbox</a></p>',
      404,
    );
  if (match![2]) {
    return new Response(email.html ?? '', {
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': MESSAGE_CSP,
      },
    });
  }
  return page(email.subject, messagePage(email));
}

async function receive(db: PGlite, request: Request): Promise<Response> {
  if (!/^Bearer\s+\S+/i.test(request.headers.get('authorization') ?? '')) {
    return jsonResponse(401, {
      statusCode: 401,
      name: 'missing_api_key',
      message: 'Missing API key in the authorization header',
    });
  }
  // An email API takes large messages (Resend: 40 MB); the functions' 16 KB limit is not for it.
  const body = await readJsonObject(request, MAILBOX_MAX_BODY_BYTES).catch(
    (error: unknown) => {
      if (error instanceof BodyTooLargeError) return 'too large' as const;
      throw error;
    },
  );
  if (body === 'too large')
    return jsonResponse(413, {
      statusCode: 413,
      name: 'payload_too_large',
      message: `The body is over ${MAILBOX_MAX_BODY_BYTES} bytes`,
    });
  const to = typeof body?.to === 'string' ? [body.to] : body?.to;
  const problem = !body
    ? 'The body must be a JSON object'
    : typeof body.from !== 'string' || !body.from
      ? 'The `from` field is required'
      : !Array.isArray(to) ||
          to.length === 0 ||
          !to.every((address) => typeof address === 'string')
        ? 'The `to` field is required'
        : typeof body.subject !== 'string' || !body.subject
          ? 'The `subject` field is required'
          : typeof body.html !== 'string' && typeof body.text !== 'string'
            ? 'Either `html` or `text` is required'
            : body.headers !== undefined && !isHeaderObject(body.headers)
              ? 'The `headers` field must be an object of strings'
              : null;
  if (problem || !body)
    return jsonResponse(422, {
      statusCode: 422,
      name: 'validation_error',
      message: problem,
    });
  // Resend's idempotency: the same key again is the same message, not a second email.
  const idempotencyKey = request.headers.get('idempotency-key');
  const inserted = await db.query<{id: string}>(
    `with added as (
       insert into local_mailbox.emails (sender, recipients, subject, html, text, idempotency_key, headers)
       values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (idempotency_key) do nothing
       returning id)
     select id from added
     union all
     select id from local_mailbox.emails where idempotency_key = $6 and not exists (select 1 from added)`,
    [
      body.from,
      to,
      body.subject,
      optionalText(body.html),
      optionalText(body.text),
      idempotencyKey,
      JSON.stringify(body.headers ?? {}),
    ],
  );
  return jsonResponse(200, {id: inserted.rows[0]!.id});
}

const SELECT_EMAILS = `select id, to_json(received_at) #>> '{}' as created_at, sender as "from", recipients as "to",
  subject, html, text, headers from local_mailbox.emails`;

async function list(db: PGlite, to: string | null): Promise<MailboxEmail[]> {
  const result = to
    ? await db.query<MailboxEmail>(
        `${SELECT_EMAILS} where lower($1) = any (recipients) order by received_at desc`,
        [to],
      )
    : await db.query<MailboxEmail>(
        `${SELECT_EMAILS} order by received_at desc`,
      );
  return result.rows;
}

async function find(db: PGlite, id: string): Promise<MailboxEmail | null> {
  return (
    (await db.query<MailboxEmail>(`${SELECT_EMAILS} where id = $1`, [id]))
      .rows[0] ?? null
  );
}

function listPage(emails: MailboxEmail[]): string {
  if (emails.length === 0)
    return '<h1>Local mailbox</h1><p>No emails yet. Join the waitlist and the welcome email lands here.</p>';
  const rows = emails
    .map(
      (
        email,
      ) => `<tr><td><a href="/mailbox/${email.id}">${escape(email.subject)}</a></td>
<td>${escape(email.to.join(', '))}</td><td>${escape(email.from)}</td><td><time>${escape(email.created_at)}</time></td></tr>`,
    )
    .join('\n');
  return `<h1>Local mailbox</h1><p>${emails.length} email(s), newest first. JSON: <code>${API_PATH}</code></p>
<table><thead><tr><th>Subject</th><th>To</th><th>From</th><th>Received</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function messagePage(email: MailboxEmail): string {
  return `<p><a href="/mailbox">&larr; All emails</a></p>
<h1>${escape(email.subject)}</h1>
<dl><dt>From</dt><dd>${escape(email.from)}</dd><dt>To</dt><dd>${escape(email.to.join(', '))}</dd>
<dt>Received</dt><dd>${escape(email.created_at)}</dd>
${Object.entries(email.headers)
  .map(([name, value]) => `<dt>${escape(name)}</dt><dd>${escape(value)}</dd>`)
  .join('\n')}</dl>
${email.html === null ? '' : `<h2>HTML</h2><iframe sandbox src="/mailbox/${email.id}/html" title="${escape(email.subject)}"></iframe>`}
${email.text === null ? '' : `<h2>Text</h2><pre>${escape(email.text)}</pre>`}`;
}

function page(title: string, content: string, status = 200): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1f1a17}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.5rem;text-align:left;vertical-align:top}
iframe{width:100%;height:70vh;border:1px solid #ddd;border-radius:8px}pre{white-space:pre-wrap;background:#f6f3ef;padding:1rem;border-radius:8px}
dt{font-weight:600}dd{margin:0 0 .5rem}</style></head><body>${content}</body></html>`;
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': PAGE_CSP,
    },
  });
}

function isHeaderObject(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((item) => typeof item === 'string')
  );
}

function optionalText(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function escape(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
