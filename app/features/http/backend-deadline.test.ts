import {describe, expect, it} from 'vitest';
import {
  fetchWithDeadline,
  installDefaultFetchDeadline,
} from './backend-deadline';

/** A backend that never answers: the call ends only when its signal aborts. */
function hangingFetch() {
  const calls: {signal: AbortSignal | null | undefined}[] = [];
  const fetch = ((_input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({signal: init?.signal});
    return new Promise<Response>((_, reject) => {
      init?.signal?.addEventListener('abort', () =>
        reject(init.signal!.reason),
      );
    });
  }) as typeof globalThis.fetch;
  return {fetch, calls};
}

const elapsed = async (call: () => Promise<unknown>) => {
  const started = performance.now();
  await call().catch(() => undefined);
  return performance.now() - started;
};

describe('the default deadline on the worker fetch', () => {
  it('aborts a call that brings no signal after the default deadline', async () => {
    const scope = hangingFetch();
    installDefaultFetchDeadline(scope, 50);
    const error = await scope.fetch('http://backend.test/').catch((e) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('TimeoutError');
  });

  it('lets a caller with its own, longer deadline wait for it', async () => {
    const scope = hangingFetch();
    installDefaultFetchDeadline(scope, 50);
    const waited = await elapsed(() =>
      scope.fetch('http://llm.test/', {signal: AbortSignal.timeout(300)}),
    );
    expect(waited).toBeGreaterThanOrEqual(280);
  });

  it('is installed once, however often it is called', async () => {
    const scope = hangingFetch();
    installDefaultFetchDeadline(scope, 50);
    const installed = scope.fetch;
    installDefaultFetchDeadline(scope, 10_000);
    expect(scope.fetch).toBe(installed);
  });
});

describe('fetchWithDeadline', () => {
  it('keeps the shorter of its deadline and the caller signal', async () => {
    const {fetch} = hangingFetch();
    const waited = await elapsed(() =>
      fetchWithDeadline(fetch, 50)('http://backend.test/', {
        signal: AbortSignal.timeout(5_000),
      }),
    );
    expect(waited).toBeLessThan(1_000);
  });
});
