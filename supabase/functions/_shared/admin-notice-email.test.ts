/**
 * The admin's notice of a locked TOTP factor (decision 0191): queued by the database in the
 * outbox, sent by the deliverer like every email, shown by the local mailbox.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  startTestSupabase,
  type TestSupabase,
} from '../../../local/supabase/testing.ts';
import {ADMIN_NOTICE_EMAIL} from './admin-notice-email.ts';

let supabase: TestSupabase;

beforeAll(async () => {
  supabase = await startTestSupabase({outboxIntervalMs: 0});
});
afterAll(() => supabase.local.close());

describe('admin-notice', () => {
  it('is delivered to the admin through the outbox', async () => {
    const {error} = await supabase.service
      .from('outbox')
      .insert({kind: 'admin-notice', email: 'locked-admin@example.com'});
    expect(error).toBeNull();
    await supabase.local.deliverOutbox();
    const [email] = await supabase.mailbox('locked-admin@example.com');
    expect(email).toMatchObject({subject: ADMIN_NOTICE_EMAIL.subject});
    const {data} = await supabase.service
      .from('outbox')
      .select('status')
      .eq('email', 'locked-admin@example.com');
    expect(data).toEqual([{status: 'delivered'}]);
  });
});
