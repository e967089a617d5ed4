/**
 * The worker's one logger: a JSON line per event, each carrying the request id, so a
 * shopper's report ("Reference: 4f1c…" on the error page) finds every line of their
 * request in Oxygen's logs. Secrets never reach a line: fields named like a credential
 * are dropped, and URLs lose their token-bearing parts (the waitlist's confirm,
 * unsubscribe and status links carry their token in the URL).
 */

export type LogFields = Record<string, unknown>;
export type LogLevel = 'info' | 'warn' | 'error';
export type LogLine = {
  level: LogLevel;
  event: string;
  requestId: string;
} & LogFields;

export type Logger = {
  readonly requestId: string;
  info(event: string, fields?: LogFields): void;
  warn(event: string, fields?: LogFields): void;
  /** `error` may be anything thrown; it is logged as its name, message and stack. */
  error(event: string, fields?: LogFields & {error?: unknown}): void;
  /**
   * One line as the feature modules describe it (`{event: 'checkout.failed', ...}`), at
   * error level: what their `log` dependency takes, so they need no logger type.
   */
  event(line: LogFields): void;
};

/** Where lines go: the console (Oxygen's log), and a reporter such as Sentry for errors. */
export type LogSink = {
  write(line: LogLine): void;
  reportError?(error: unknown, line: LogLine): void;
};

export const CONSOLE_SINK: LogSink = {
  write(line) {
    const text = JSON.stringify(line);
    if (line.level === 'error') console.error(text);
    else if (line.level === 'warn') console.warn(text);
    else console.log(text);
  },
};

/** Oxygen names every request (`request-id`); elsewhere (MiniOxygen, tests) one is made up. */
export function requestIdOf(request: Request): string {
  const given = request.headers.get('request-id');
  return given && /^[\w-]{1,100}$/.test(given) ? given : crypto.randomUUID();
}

export function createLogger(
  requestId: string,
  sink: LogSink = CONSOLE_SINK,
): Logger {
  const emit = (level: LogLevel, event: string, fields: LogFields = {}) => {
    const {error, ...rest} = fields;
    const line: LogLine = {
      level,
      event,
      requestId,
      ...redactFields(rest),
      ...(error === undefined ? {} : {error: describeError(error)}),
    };
    sink.write(line);
    if (level === 'error' && error !== undefined)
      sink.reportError?.(error, line);
  };
  return {
    requestId,
    info: (event, fields) => emit('info', event, fields),
    warn: (event, fields) => emit('warn', event, fields),
    error: (event, fields) => emit('error', event, fields),
    event: ({event, ...fields}) =>
      emit('error', String(event ?? 'log'), fields),
  };
}

/** For code outside a request (unit tests, scripts): lines without a request id. */
export const UNATTRIBUTED: Logger = createLogger('-');

function describeError(error: unknown) {
  // supabase-js answers with plain `{message, code, details, hint}` objects, not Errors.
  if (
    !(error instanceof Error) &&
    typeof error === 'object' &&
    error !== null
  ) {
    const {message, code} = error as {message?: unknown; code?: unknown};
    if (typeof message === 'string')
      return {
        message: redact(message),
        ...(typeof code === 'string' ? {code} : {}),
      };
  }
  if (!(error instanceof Error)) return {message: redact(String(error))};
  return {
    name: error.name,
    message: redact(error.message),
    ...(error.stack ? {stack: redact(error.stack)} : {}),
  };
}

/** Field names whose values are credentials, whatever their shape. */
const SECRET_FIELD =
  /token|secret|password|passwd|authorization|cookie|api[-_]?key|code_verifier|otp/i;

function redactFields(fields: LogFields): LogFields {
  const out: LogFields = {};
  for (const [name, value] of Object.entries(fields)) {
    if (SECRET_FIELD.test(name)) out[name] = '[redacted]';
    else if (typeof value === 'string') out[name] = redact(value);
    else if (value && typeof value === 'object' && !Array.isArray(value))
      out[name] = redactFields(value as LogFields);
    else out[name] = value;
  }
  return out;
}

/** Query parameters that carry a secret in this app's URLs (and Supabase's). */
const SECRET_PARAMS =
  /([?&](?:token|token_hash|cart|p|code|access_token|refresh_token|signature|sig)=)[^&#\s"']+/gi;
/** Path segments that are secrets: the waitlist status page is /waitlist/<64 hex>. */
const SECRET_SEGMENT = /(\/waitlist\/)[0-9a-f]{32,}/gi;
/** Bearer tokens and JWTs that end up inside messages. */
const BEARER = /(bearer\s+)[\w.~+/-]+=*/gi;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]+/g;

/** `text` with every token-bearing part replaced by `[redacted]`. */
export function redact(text: string): string {
  return text
    .replace(SECRET_PARAMS, '$1[redacted]')
    .replace(SECRET_SEGMENT, '$1[redacted]')
    .replace(BEARER, '$1[redacted]')
    .replace(JWT, '[redacted]');
}
