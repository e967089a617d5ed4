/**
 * Issue 24, item 2 (decision 0191): 300 wrong TOTP codes in one password-only session,
 * then the right one, was accepted, and one code lifted three sessions to aal2. Now: five
 * wrong codes end the session, ten in an hour lock the factor for every session (and the
 * admin is told through the outbox), and a code is taken once.
 */
import {describe, expect, it} from 'vitest';
import {ADMIN_COPY} from '../../app/features/admin/copy';
import {clientFor} from '../../local/supabase/testing';
import {
  adminBrowser,
  postLogin,
  signedInAdmin,
  totpCode,
  type AdminBrowser,
} from '../support/admin-session';
import {useWorkerOnOwnStandIns} from '../support/worker';

// Stand-ins of its own: it locks factors and fills the outbox.
const worker = useWorkerOnOwnStandIns();

/** A second, password-only session of the same admin (at the code step). */
async function passwordOnly(admin: AdminBrowser): Promise<AdminBrowser> {
  const browser = adminBrowser(worker.fetch, admin.email);
  browser.secret = admin.secret;
  const login = await postLogin(browser);
  expect(login.headers.get('location')).toBe('/admin/verify');
  return browser;
}

const verify = (browser: AdminBrowser, code: string) =>
  browser.fetch('/admin/verify', {
    method: 'POST',
    body: new URLSearchParams({code}),
  });

/** A code that is not the right one at any step Auth accepts. */
function wrongCode(secret: string, salt: number): string {
  const valid = new Set([-1, 0, 1].map((offset) => totpCode(secret, offset)));
  for (let n = salt; ; n += 1) {
    const code = String(n % 1_000_000).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}

describe('TOTP attempts', () => {
  it('a code is taken once: a second session with the same code is refused', async () => {
    const admin = await signedInAdmin(
      worker.fetch,
      worker.standIns().supabase!,
    );
    const first = await passwordOnly(admin);
    const code = totpCode(admin.secret, 1);
    const lifted = await verify(first, code);
    expect(lifted.headers.get('location')).toBe('/admin/dashboard');
    // A password-only session started after it (Auth ends the older ones when a code is
    // verified), with the same code while it is still valid.
    const second = await passwordOnly(admin);
    const replayed = await verify(second, code);
    expect(replayed.status).toBe(400);
    expect(await replayed.text()).toContain(ADMIN_COPY.codeUsed);
    // Still at the code step.
    expect(
      (await second.fetch('/admin/dashboard')).headers.get('location'),
    ).toMatch(/^\/admin\/verify/);
  });

  it('five wrong codes end the session; ten lock the factor for every session and tell the admin', async () => {
    const supabase = worker.standIns().supabase!;
    const admin = await signedInAdmin(worker.fetch, supabase, 'totp-lock');
    const first = await passwordOnly(admin);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await verify(
        first,
        wrongCode(admin.secret, attempt * 1111),
      );
      expect(wrong.status).toBe(400);
      expect(await wrong.text()).toContain(ADMIN_COPY.invalidCode);
    }
    const spentCookie = first.cookie;
    const spent = await verify(first, wrongCode(admin.secret, 55555));
    // The session ends: to the sign-in page, with the reason, the cookie gone.
    expect(spent.headers.get('location')).toBe('/admin/login?ended=codes');
    expect(first.cookie).toMatch(/^admin_session=;?$/);
    expect(
      await (await worker.fetch('/admin/login?ended=codes')).text(),
    ).toContain(ADMIN_COPY.codeTriesSpent);
    // Its old cookie, replayed with the right code, gets nowhere: Supabase ended the session.
    const replay = adminBrowser(worker.fetch, admin.email, spentCookie);
    const after = await verify(replay, totpCode(admin.secret, 1));
    expect(after.headers.get('location')).toMatch(/^\/admin\/login/);

    const second = await passwordOnly(admin);
    for (let attempt = 1; attempt <= 4; attempt += 1)
      expect(
        (await verify(second, wrongCode(admin.secret, attempt * 2222))).status,
      ).toBe(400);
    const locked = await verify(second, wrongCode(admin.secret, 99999));
    expect(locked.status).toBe(429);
    expect(await locked.text()).toContain(ADMIN_COPY.codeLocked);

    // A fresh session with the right code: the factor is locked for an hour.
    const third = await passwordOnly(admin);
    const refused = await verify(third, totpCode(admin.secret, 1));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(await refused.text()).toContain(ADMIN_COPY.codeLocked);

    const {data} = await clientFor(supabase.url, supabase.serviceRoleKey)
      .from('outbox')
      .select('kind')
      .eq('email', admin.email);
    expect(data?.filter((row) => row.kind === 'admin-notice')).toHaveLength(1);
  });
});
