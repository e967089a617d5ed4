/**
 * How long the worker waits for another service. A hung backend must cost a visitor a
 * few seconds, never the length of the hang (docs/decisions/0120).
 *
 * Each caller owns its deadline: a call that passes an `AbortSignal` (say
 * `AbortSignal.timeout(8_000)` for the AI recipes' LLM) gets exactly that. A call that
 * brings none (Hydrogen's Storefront client and cart handler, which take no signal and no
 * fetch of ours) gets the default below.
 */
export const BACKEND_DEADLINE_MS = 4_000;

/** Wraps a fetch so every call gets `deadlineMs`, combined with the caller's own signal. */
export function fetchWithDeadline(
  fetchImpl: typeof fetch,
  deadlineMs: number = BACKEND_DEADLINE_MS,
): typeof fetch {
  const withDeadline = (input: RequestInfo | URL, init?: RequestInit) => {
    const deadline = AbortSignal.timeout(deadlineMs);
    const own = signalOf(input, init);
    const signal = own ? AbortSignal.any([own, deadline]) : deadline;
    return fetchImpl(input, {...init, signal});
  };
  return withDeadline as typeof fetch;
}

function signalOf(input: RequestInfo | URL, init?: RequestInit) {
  return (
    init?.signal ??
    (input instanceof Request ? input.signal : undefined) ??
    null
  );
}

const INSTALLED = Symbol.for('emberforge.defaultFetchDeadline');

/**
 * Gives the isolate's `fetch` the default deadline for calls that bring no signal of
 * their own; a call with a signal is passed through untouched, so its own deadline
 * (longer or shorter) is the one that applies. Installed once per isolate by server.ts.
 */
export function installDefaultFetchDeadline(
  scope: {fetch: typeof fetch} = globalThis,
  deadlineMs: number = BACKEND_DEADLINE_MS,
): void {
  const current = scope.fetch as typeof fetch & {[INSTALLED]?: true};
  if (current[INSTALLED]) return;
  const original = current.bind(scope);
  // Only an explicit `init.signal` counts as the caller's deadline: every Request object
  // has a signal, usually one that never aborts.
  const withDefault = (input: RequestInfo | URL, init?: RequestInit) =>
    init?.signal
      ? original(input, init)
      : original(input, {...init, signal: AbortSignal.timeout(deadlineMs)});
  scope.fetch = Object.assign(withDefault as typeof fetch, {
    [INSTALLED]: true as const,
  });
}
