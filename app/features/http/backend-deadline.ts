/**
 * The one place that says how long the worker waits for another service: the Storefront
 * API (Hydrogen's client and the cart), Supabase (REST and RPC) and the checkout call.
 * A hung backend must cost a visitor a few seconds, never the length of the hang.
 */
export const BACKEND_DEADLINE_MS = 4_000;

/** Wraps a fetch so every call gets the deadline, combined with the caller's own signal. */
export function fetchWithDeadline(
  fetchImpl: typeof fetch,
  deadlineMs: number = BACKEND_DEADLINE_MS,
): typeof fetch {
  const withDeadline = (input: RequestInfo | URL, init?: RequestInit) => {
    const deadline = AbortSignal.timeout(deadlineMs);
    const own =
      init?.signal ?? (input instanceof Request ? input.signal : undefined);
    const signal = own ? AbortSignal.any([own, deadline]) : deadline;
    return fetchImpl(input, {...init, signal});
  };
  return withDeadline as typeof fetch;
}

const INSTALLED = Symbol.for('emberforge.fetchDeadline');

/**
 * Hydrogen's Storefront client and cart handler call the global `fetch` and take no signal
 * or fetch of ours, so the worker gives the isolate's `fetch` the deadline once
 * (see docs/decisions/0120-deadline-on-the-worker-fetch.md).
 */
export function installFetchDeadline(
  scope: {fetch: typeof fetch} = globalThis,
): void {
  const current = scope.fetch as typeof fetch & {[INSTALLED]?: true};
  if (current[INSTALLED]) return;
  const wrapped = Object.assign(fetchWithDeadline(current.bind(scope)), {
    [INSTALLED]: true as const,
  });
  scope.fetch = wrapped;
}
