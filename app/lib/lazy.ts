/**
 * A value made on first use and kept for the isolate's life. For what costs something to
 * build and most requests never need (validation schemas a few routes use): the worker's
 * cold start evaluates every module of its one bundle, so work at a module's top level is
 * paid by every first request (issue 31's cold start).
 */
export function lazy<T>(make: () => T): () => T {
  let made: {value: T} | undefined;
  return () => (made ??= {value: make()}).value;
}
