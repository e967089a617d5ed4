/**
 * What `/api/waitlist` answers and what the enhanced waitlist forms
 * (app/features/waitlist/waitlist-form.element.ts) read: one contract for both sides. The HTTP status
 * travels beside it, never inside it. Browser-safe (no server imports).
 */
import type {FieldErrors} from './validation';

export type WaitlistSuccess = {
  status: 'success' | 'info';
  message: string;
  /** The discount code the exit-intent popup shows. */
  code?: string;
};

export type WaitlistError = {
  status: 'error';
  message: string;
  fieldErrors?: FieldErrors;
};

/**
 * The second step ("one more click to confirm"): nothing was stored yet; the form keeps
 * what was typed and sends `formStarted` (a fresh signed start) with the next press.
 */
export type WaitlistConfirm = {
  status: 'confirm';
  message: string;
  formStarted: string;
};

export type WaitlistResponse =
  WaitlistSuccess | WaitlistError | WaitlistConfirm;

const FIELDS = ['name', 'email'] as const;

/**
 * Reads a parsed JSON body as a WaitlistResponse, or `null` when it is not one (a proxy's
 * error page, a truncated body): the caller then shows the spec's failure text.
 */
export function readWaitlistResponse(body: unknown): WaitlistResponse | null {
  if (!isRecord(body) || typeof body.message !== 'string') return null;
  const {status, message} = body;
  if (status === 'success' || status === 'info') {
    return typeof body.code === 'string'
      ? {status, message, code: body.code}
      : {status, message};
  }
  if (status === 'confirm')
    return typeof body.formStarted === 'string'
      ? {status, message, formStarted: body.formStarted}
      : null;
  if (status !== 'error') return null;
  if (body.fieldErrors === undefined) return {status, message};
  if (!isRecord(body.fieldErrors)) return null;
  const fieldErrors: FieldErrors = {};
  for (const field of FIELDS) {
    const text = body.fieldErrors[field];
    if (typeof text === 'string') fieldErrors[field] = text;
  }
  return {status, message, fieldErrors};
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
