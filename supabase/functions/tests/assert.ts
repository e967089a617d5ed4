/**
 * The one assertion the function tests need. Deno's own (`jsr:@std/assert`) would have to be
 * downloaded, and `node:assert` type-checks only with `npm:@types/node` in Deno's cache: the
 * tests must run offline from what npm installed, so they use these.
 */
export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`Assertion failed: ${message}`);
}
