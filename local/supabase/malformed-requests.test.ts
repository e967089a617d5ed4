import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startTestSupabase, type TestSupabase} from './testing.ts';

let supabase: TestSupabase;
beforeAll(async () => {
  supabase = await startTestSupabase();
});
afterAll(() => supabase.local.close());

describe('malformed requests to the local Supabase', () => {
  it.each([
    '/functions/v1/%E0%A4%A',
    '/rest/v1/%E0%A4%A',
    '/rest/v1/rpc/%E0%A4%A',
    '/mailbox/api/emails?to=a%00b',
    '/rest/v1/subscribers?email=eq.a%00b',
    // Issue 24: a value PGlite will not bind to a bytea column (PostgREST: 22P02, 400)
    '/rest/v1/subscribers?signup_ip_hash=eq.zz',
  ])('answers %s with a 400 and a message, not a 500', async (path) => {
    const response = await fetch(`${supabase.local.url}${path}`, {
      headers: {
        apikey: supabase.local.serviceRoleKey,
        Authorization: `Bearer ${supabase.local.serviceRoleKey}`,
      },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as {message: string}).message).toMatch(
      /\w/,
    );
  });
});
