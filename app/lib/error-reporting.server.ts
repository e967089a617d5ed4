/**
 * Optional error reporting to Sentry when `SENTRY_DSN` is set: each error the logger logs
 * is also sent to Sentry as an event, in the background (`waitUntil`), tagged with the
 * request id and redacted as the log line is. Without a DSN nothing is sent.
 *
 * Built on `@sentry/core`'s DSN and envelope functions rather than the full
 * `@sentry/cloudflare` SDK: that SDK needs Node's `async_hooks` and
 * `diagnostics_channel` (the `nodejs_als`/`nodejs_compat` flags, which an Oxygen worker
 * cannot set) and adds about 200 KB to the worker; this adds about 10 KB
 * (docs/decisions/0184-logging-and-error-reporting.md).
 */
import {
  createEventEnvelope,
  createStackParser,
  dsnFromString,
  getEnvelopeEndpointWithUrlEncodedAuth,
  serializeEnvelope,
  uuid4,
  type DsnComponents,
  type Event,
} from '@sentry/core';
import {nodeStackLineParser} from '@sentry/core/server';
import {CONSOLE_SINK, type LogLine, type LogSink} from './logger.server';

/** How long a report may take, in the background after the answer. */
const REPORT_DEADLINE_MS = 3_000;

const parseStack = createStackParser(nodeStackLineParser());

/** Where a request's log lines go: the console, and Sentry when configured. */
export function logSinkFor(
  env: Pick<Env, 'SENTRY_DSN' | 'SENTRY_ENVIRONMENT'>,
  waitUntil: (promise: Promise<unknown>) => void,
  fetchImpl: typeof fetch = fetch,
): LogSink {
  const dsn = env.SENTRY_DSN ? dsnFromString(env.SENTRY_DSN) : undefined;
  if (!dsn) return CONSOLE_SINK;
  const environment = env.SENTRY_ENVIRONMENT || 'production';
  return {
    write: CONSOLE_SINK.write,
    reportError(_error, line) {
      waitUntil(
        send(dsn, eventOf(line, environment), fetchImpl).catch((error) =>
          CONSOLE_SINK.write({
            level: 'warn',
            event: 'sentry.report_failed',
            requestId: line.requestId,
            message: error instanceof Error ? error.message : String(error),
          }),
        ),
      );
    },
  };
}

type LoggedError = {name?: string; message?: string; stack?: string};

/** A Sentry event from the log line: only what the line holds (already redacted). */
export function eventOf(line: LogLine, environment: string): Event {
  const {level: _level, event, requestId, error, ...fields} = line;
  const logged = (error ?? {}) as LoggedError;
  const frames = logged.stack ? parseStack(logged.stack) : [];
  return {
    event_id: uuid4(),
    timestamp: Date.now() / 1000,
    platform: 'javascript',
    level: 'error',
    environment,
    logger: event,
    tags: {request_id: requestId, event},
    extra: fields,
    exception: {
      values: [
        {
          type: logged.name ?? 'Error',
          value: logged.message ?? event,
          ...(frames.length ? {stacktrace: {frames}} : {}),
        },
      ],
    },
  };
}

async function send(dsn: DsnComponents, event: Event, fetchImpl: typeof fetch) {
  const response = await fetchImpl(getEnvelopeEndpointWithUrlEncodedAuth(dsn), {
    method: 'POST',
    headers: {'Content-Type': 'application/x-sentry-envelope'},
    body: serializeEnvelope(createEventEnvelope(event, dsn)) as string,
    signal: AbortSignal.timeout(REPORT_DEADLINE_MS),
  });
  if (!response.ok) throw new Error(`Sentry answered ${response.status}`);
}
