/**
 * Sends one email through an HTTP email API with Resend's shape:
 * POST {apiUrl}/emails, `Authorization: Bearer <key>`, JSON {from, to, subject, html, text, headers?},
 * answering 200 {id}. Locally the API URL points at the stand-in's mailbox.
 */
import {errorMessage} from './http.ts';

export const DEFAULT_EMAIL_API_URL = 'https://api.resend.com';

export type OutgoingEmail = {
  from: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  /** Extra message headers (Resend's `headers`): the RFC 8058 unsubscribe pair. */
  headers?: Record<string, string>;
};

export type EmailApiConfig = {
  apiUrl: string;
  apiKey: string;
  fetch: typeof fetch;
};

export async function sendEmail(
  config: EmailApiConfig,
  email: OutgoingEmail,
  /** Resend's `Idempotency-Key`: a retry with the same key is not sent twice. */
  idempotencyKey?: string,
): Promise<{ok: true; id: string} | {ok: false; reason: string}> {
  let response: Response;
  try {
    response = await config.fetch(
      `${config.apiUrl.replace(/\/+$/, '')}/emails`,
      {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${config.apiKey}`,
          'Content-Type': 'application/json',
          ...(idempotencyKey ? {'Idempotency-Key': idempotencyKey} : {}),
        },
        body: JSON.stringify(email),
      },
    );
  } catch (error) {
    return {ok: false, reason: `email API unreachable: ${errorMessage(error)}`};
  }
  const body = (await response.json().catch(() => null)) as {
    id?: unknown;
    message?: unknown;
  } | null;
  if (!response.ok) {
    return {
      ok: false,
      reason: `email API answered ${response.status}: ${String(body?.message ?? '')}`,
    };
  }
  return {ok: true, id: typeof body?.id === 'string' ? body.id : ''};
}
