/**
 * PostgREST's error answers: a JSON body {code, message, details, hint} and the HTTP status
 * PostgREST gives each SQLSTATE (its documented table), so clients see what Supabase sends.
 */

export type PostgrestErrorBody = {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
};

/** An error the stand-in itself raises (PostgREST's PGRST codes, or "not supported here"). */
export class PostgrestRequestError extends Error {
  readonly status: number;
  readonly body: PostgrestErrorBody;

  constructor(
    status: number,
    code: string,
    message: string,
    details: string | null = null,
    hint: string | null = null,
  ) {
    super(message);
    this.status = status;
    this.body = {code, message, details, hint};
  }
}

/** The stand-in does not implement this part of PostgREST: a clear 400, never a wrong answer. */
export function unsupported(what: string): PostgrestRequestError {
  return new PostgrestRequestError(
    400,
    'PGRST100',
    `Not supported by the local Supabase stand-in: ${what}`,
    null,
    'See local/supabase/README.md for what it emulates, or point SUPABASE_URL at a real project.',
  );
}

type DatabaseErrorLike = {
  code?: string;
  message?: string;
  detail?: string;
  hint?: string;
};

export function isDatabaseError(
  error: unknown,
): error is DatabaseErrorLike & Error {
  return (
    error instanceof Error &&
    typeof (error as DatabaseErrorLike).code === 'string'
  );
}

export function databaseErrorResponse(
  error: DatabaseErrorLike,
  role: string,
): {status: number; body: PostgrestErrorBody} {
  const code = error.code ?? 'XX000';
  return {
    status: statusForSqlState(code, role),
    body: {
      code,
      message: error.message ?? 'database error',
      details: error.detail ?? null,
      hint: error.hint ?? null,
    },
  };
}

function statusForSqlState(code: string, role: string): number {
  // PostgREST's own convention: `raise sqlstate 'PT429'` answers 429.
  if (/^PT[1-5]\d\d$/.test(code)) return Number(code.slice(2));
  switch (code) {
    case '23503':
    case '23505':
      return 409;
    case '25006':
      return 405;
    case '42883':
    case '42P01':
      return 404;
    case '42P17':
      return 500;
    // Insufficient privilege: 401 for the anonymous role, 403 for a signed-in one.
    case '42501':
      return role === 'anon' ? 401 : 403;
    case 'P0001':
      return 400;
  }
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 413,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byClass[code.slice(0, 2)] ?? 400;
}
