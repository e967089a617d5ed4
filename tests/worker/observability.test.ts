/**
 * What the worker does about time and failure on the outside: each caller owns its
 * deadline (the AI recipes' LLM waits longer than the 4 s default), a failed request
 * names its request id on the page, in `X-Request-Id` and in the report sent to Sentry
 * (when SENTRY_DSN is set), and no token of a URL reaches that report.
 */
import {createServer, type IncomingMessage, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {BACKEND_DEADLINE_MS} from '../../app/features/http/backend-deadline';
import {startTestStandIns} from '../support/stand-ins';
import {startWorker, type WorkerUnderTest} from '../support/worker';

type Received = {
  url: string;
  body: string;
  headers: IncomingMessage['headers'];
};

/** A local HTTP server that records what it receives and answers with `respond`. */
async function startStub(
  respond: (request: Received) => Promise<{status: number; body: string}>,
) {
  const received: Received[] = [];
  const server: Server = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    const entry = {url: request.url ?? '', body, headers: request.headers};
    received.push(entry);
    const answer = await respond(entry);
    response.writeHead(answer.status, {'Content-Type': 'application/json'});
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let standIns: Awaited<ReturnType<typeof startTestStandIns>>;
beforeAll(async () => {
  standIns = await startTestStandIns();
});
afterAll(async () => {
  await standIns?.close();
});

async function withWorker(
  bindings: Record<string, string>,
  test: (worker: WorkerUnderTest) => Promise<void>,
) {
  const worker = await startWorker({...standIns.workerEnv, ...bindings});
  try {
    await test(worker);
  } finally {
    await worker.dispose();
  }
}

describe('deadlines per caller', () => {
  it('the LLM gets its own 8 s, not the 4 s default: an answer after 5 s is used', async () => {
    const slowProvider = await startStub(async ({body}) => {
      const asked = JSON.parse(JSON.parse(body).messages[1].content) as {
        summary: string;
        steps: string[];
      };
      await sleep(BACKEND_DEADLINE_MS + 1_000);
      const content = {
        summary: `Low and slow, friend: ${asked.summary}`,
        steps: asked.steps.map((step) => `You've got this. ${step}`),
      };
      return {
        status: 200,
        body: JSON.stringify({
          choices: [{message: {content: JSON.stringify(content)}}],
        }),
      };
    });
    try {
      await withWorker(
        {
          AI_RECIPES_API_URL: `${slowProvider.origin}/v1/chat/completions`,
          AI_RECIPES_MODEL: 'kamado-writer',
        },
        async (worker) => {
          const response = await worker.fetch(
            '/store/ai-recipes?cook=brisket&servings=8&ready=18%3A00',
          );
          const html = await response.text();
          expect(response.status).toBe(200);
          expect(slowProvider.received).toHaveLength(1);
          expect(html).toContain('data-plan-source="llm"');
          expect(html).toContain('Low and slow, friend:');
        },
      );
    } finally {
      await slowProvider.close();
    }
  }, 60_000);
});

describe('a failed request can be found', () => {
  it('shows its request id on the error page and in X-Request-Id, and reports it to Sentry without tokens', async () => {
    const sentry = await startStub(async () => ({status: 200, body: '{}'}));
    try {
      await withWorker(
        {SENTRY_DSN: `http://publickey@${new URL(sentry.origin).host}/42`},
        async (worker) => {
          // The product query fails with GraphQL errors: the route throws.
          await fetch(`${standIns.storefront!.url}/__local/fail`, {
            method: 'POST',
            headers: {'Content-Type': 'application/json'},
            body: JSON.stringify({
              mode: 'graphql-errors',
              messages: ['Internal error. Looks like something went wrong'],
              times: 5,
            }),
          });
          const response = await worker.fetch(
            '/store/product/classic-18-kamado-grill?token=a-secret-token',
            {headers: {'request-id': 'req-observability-1'}},
          );
          await fetch(`${standIns.storefront!.url}/__local/reset-failures`, {
            method: 'POST',
          });
          expect(response.status).toBeGreaterThanOrEqual(500);
          expect(response.headers.get('x-request-id')).toBe(
            'req-observability-1',
          );
          expect(response.headers.get('cache-control')).toBe(
            'private, no-store',
          );
          expect(await response.text()).toContain(
            'Reference: req-observability-1',
          );

          await expect
            .poll(() => sentry.received.length, {timeout: 10_000})
            .toBeGreaterThan(0);
          const report = sentry.received[0]!;
          expect(report.url).toMatch(/^\/api\/42\/envelope\/\?/);
          expect(report.url).toContain('sentry_key=publickey');
          const [, itemHeader, event] = report.body.trim().split('\n');
          expect(JSON.parse(itemHeader!).type).toBe('event');
          const parsed = JSON.parse(event!);
          expect(parsed.tags.request_id).toBe('req-observability-1');
          expect(report.body).not.toContain('a-secret-token');
        },
      );
    } finally {
      await sentry.close();
    }
  });

  it('answers the ids Oxygen does not give with a fresh one per request', async () => {
    await withWorker({}, async (worker) => {
      const first = await worker.fetch('/cart');
      const second = await worker.fetch('/cart');
      const ids = [first, second].map((r) => r.headers.get('x-request-id'));
      expect(ids[0]).toMatch(/^[\w-]{8,}$/);
      expect(ids[0]).not.toBe(ids[1]);
    });
  });
});
