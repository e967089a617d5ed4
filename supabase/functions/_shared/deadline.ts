/**
 * How long the functions wait for the services they call (the database through PostgREST,
 * the email API, the Shopify Admin API). One place, like app/features/http/backend-deadline.ts for
 * the worker: the functions are bundled without app code, so it is restated here.
 */
export const FUNCTION_FETCH_DEADLINE_MS = 5_000;

export function fetchWithDeadline(
  fetchImpl: typeof fetch,
  deadlineMs: number = FUNCTION_FETCH_DEADLINE_MS,
): typeof fetch {
  return ((input: RequestInfo | URL, init?: RequestInit) => {
    const deadline = AbortSignal.timeout(deadlineMs);
    const signal = init?.signal
      ? AbortSignal.any([init.signal, deadline])
      : deadline;
    return fetchImpl(input, {...init, signal});
  }) as typeof fetch;
}
