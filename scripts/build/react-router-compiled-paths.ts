/**
 * React Router builds a RegExp from a route's path every time it tries that route against
 * a URL (`compilePath`, inside `matchPath`), on every request, for every route it tries
 * before one matches: twice per request (the request handler's match, then the static
 * handler's). With every shopper route also under the optional market prefix, that was
 * a fifth of the landing page's server time (decision 0275). The compiled pattern depends
 * on the path and two flags only, and the RegExp has no global or sticky flag (its `exec`
 * keeps no state), so the worker's build keeps each one: this rewrites React Router's own
 * `compilePath` into a memo around the original, as upstream proposed (remix-run/
 * react-router#14864, #14866; not merged as of 7.16).
 */
import type {Plugin} from 'vite';

/** React Router's declaration, as its dist files write it (7.x). */
export const COMPILE_PATH = `function compilePath(path, caseSensitive = false, end = true) {`;

/** At most this many patterns are kept: far above any app's routes times two flags. */
export const COMPILED_PATHS_LIMIT = 2000;

const MEMO = `var emberforgeCompiledPaths = new Map();
function compilePath(path, caseSensitive = false, end = true) {
  var key = (caseSensitive ? "1" : "0") + (end ? "1" : "0") + path;
  var compiled = emberforgeCompiledPaths.get(key);
  if (compiled === undefined) {
    compiled = emberforgeCompilePathOnce(path, caseSensitive, end);
    if (emberforgeCompiledPaths.size < ${COMPILED_PATHS_LIMIT}) emberforgeCompiledPaths.set(key, compiled);
  }
  return compiled;
}
function emberforgeCompilePathOnce(path, caseSensitive = false, end = true) {`;

/** The module with `compilePath` memoized, or null when it declares none. */
export function withCompiledPathsKept(code: string): string | null {
  return code.includes(COMPILE_PATH) ? code.replace(COMPILE_PATH, MEMO) : null;
}

/**
 * The Vite plugin, for the worker's build. A React Router that no longer declares
 * `compilePath` this way fails the build, so the record is looked at again, never
 * silently dropped.
 */
export function reactRouterCompiledPaths(): Plugin {
  let rewritten = 0;
  return {
    name: 'emberforge:react-router-compiled-paths',
    apply: 'build',
    transform(code, id) {
      if (this.environment.name !== 'ssr') return;
      if (!/[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/.test(id)) return;
      const memoized = withCompiledPathsKept(code);
      if (memoized === null) return;
      rewritten += 1;
      return {code: memoized, map: null};
    },
    buildEnd() {
      if (this.environment.name !== 'ssr' || rewritten > 0) return;
      throw new Error(
        "React Router's compilePath was not found to memoize (docs/decisions/0275): check its dist files and the plugin.",
      );
    },
  };
}
