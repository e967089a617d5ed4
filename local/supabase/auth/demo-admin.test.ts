import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {PGlite} from '@electric-sql/pglite';
import {openDatabase} from '../database.ts';
import {DEMO_ADMIN_EMAIL, seedDemoAdmin} from './demo-admin.ts';
import {totpFor} from './mfa.ts';

describe('the demo admin', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await openDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it('is seeded once, and every later start can print its TOTP secret again (issue 25)', async () => {
    const first = await seedDemoAdmin(db);
    expect(first).toMatchObject({email: DEMO_ADMIN_EMAIL, seeded: true});
    expect(first.password).toMatch(/^[\w-]{16}$/);
    expect(first.totpSecret).toMatch(/^[A-Z2-7]{32}$/);

    const again = await seedDemoAdmin(db);
    expect(again).toMatchObject({
      email: DEMO_ADMIN_EMAIL,
      seeded: false,
      password: null,
      totpSecret: first.totpSecret,
      otpauthUri: first.otpauthUri,
    });
    // The secret printed again still makes valid codes for the seeded factor.
    expect(totpFor(again.totpSecret!).generate()).toMatch(/^\d{6}$/);
    expect(
      (
        await db.query(`select 1 from auth.users where email = $1`, [
          DEMO_ADMIN_EMAIL,
        ])
      ).rows,
    ).toHaveLength(1);
  });

  it('says nothing of a secret once its seeded authenticator is gone', async () => {
    await db.query(
      `delete from auth.mfa_factors where friendly_name = 'Demo authenticator'`,
    );
    expect(await seedDemoAdmin(db)).toMatchObject({
      seeded: false,
      totpSecret: null,
      otpauthUri: null,
    });
  });
});
