/**
 * Issue 24, item 1 (decision 0190): anyone could lock the admin out. Seven wrong passwords
 * from one address made the right password answer 429 from every address, any case of the
 * email, for the life of the isolate. Now failures are counted in Postgres per account AND
 * client: the guessing client is refused (429, Retry-After), the admin's own address signs
 * in (only slowed down), and a second worker isolate sees the same counts.
 */
import {describe, expect, it} from 'vitest';
import {ADMIN_COPY} from '../../app/features/admin/copy';
import {
  adminBrowser,
  createAdminUser,
  postLogin,
  uniqueAdminEmail,
} from '../support/admin-session';
import {startWorker, useWorkerOnOwnStandIns} from '../support/worker';

// Stand-ins of its own: the failures it leaves would slow other files' sign-ins down.
const worker = useWorkerOnOwnStandIns();

const from = (ip: string) => ({'oxygen-buyer-ip': ip});

describe('failed admin sign-ins', () => {
  it('refuse the guessing client, never the admin from elsewhere, in every isolate', async () => {
    const email = uniqueAdminEmail('lockout');
    await createAdminUser(worker.standIns().supabase!, email);
    const attacker = adminBrowser(worker.fetch, email.toUpperCase());

    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await postLogin(
        attacker,
        `wrong-${attempt}`,
        from('203.0.113.9'),
      );
      expect(wrong.status).toBe(400);
      expect(await wrong.text()).toContain(ADMIN_COPY.invalidCredentials);
    }
    // The attacker is refused now, even with the right password, any spelling of the email.
    const refused = await postLogin(
      adminBrowser(worker.fetch, ` ${email} `),
      undefined,
      from('203.0.113.9'),
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
    expect(await refused.text()).toContain(ADMIN_COPY.tooManyAttempts);

    // Another isolate (a second worker on the same database) refuses the attacker too.
    const other = await startWorker(worker.standIns().workerEnv);
    try {
      const elsewhere = await postLogin(
        adminBrowser(other.fetch, email),
        'still-wrong',
        from('203.0.113.9'),
      );
      expect(elsewhere.status).toBe(429);
    } finally {
      await other.dispose();
    }

    // The admin, from their own address: signed in (slowed down, never refused).
    const admin = adminBrowser(worker.fetch, email);
    const signedIn = await postLogin(admin, undefined, from('198.51.100.20'));
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get('location')).toMatch(
      /^\/admin\/(enroll|verify)/,
    );
  });

  it("forget the admin client's own failures once it signs in", async () => {
    const email = uniqueAdminEmail('typos');
    await createAdminUser(worker.standIns().supabase!, email);
    // A fresh browser per post: a signed-in cookie would skip the form.
    const admin = () => adminBrowser(worker.fetch, email);
    for (let attempt = 1; attempt <= 4; attempt += 1)
      expect(
        (await postLogin(admin(), 'typo', from('198.51.100.21'))).status,
      ).toBe(400);
    expect(
      (await postLogin(admin(), undefined, from('198.51.100.21'))).status,
    ).toBe(302);
    // Four more typos are not over the limit: the earlier four were cleared.
    for (let attempt = 1; attempt <= 4; attempt += 1)
      expect(
        (await postLogin(admin(), 'typo', from('198.51.100.21'))).status,
      ).toBe(400);
    expect(
      (await postLogin(admin(), undefined, from('198.51.100.21'))).status,
    ).toBe(302);
  });
});
