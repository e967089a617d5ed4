import {describe, expect, it} from 'vitest';
import {
  linesToAdd,
  readRecoveryToken,
  recoverySecret,
  signRecoveryToken,
} from './cart-recovery.server';

const SECRET = 'a-test-secret-that-is-long-enough-1234';
const LINES = [
  {merchandiseId: 'gid://shopify/ProductVariant/101', quantity: 2},
  {merchandiseId: 'gid://shopify/ProductVariant/202', quantity: 1},
];
const NOW = Date.UTC(2026, 10, 1);

describe('cart recovery tokens', () => {
  it('carry the lines and an expiry, not a cart id, and read back while valid', async () => {
    const token = await signRecoveryToken(LINES, SECRET, NOW + 60_000);
    expect(token).not.toMatch(/Cart/);
    expect(await readRecoveryToken(token, SECRET, NOW)).toEqual({
      ok: true,
      lines: LINES,
      expiresAt: NOW + 60_000,
    });
  });

  it('expire', async () => {
    const token = await signRecoveryToken(LINES, SECRET, NOW + 60_000);
    expect(await readRecoveryToken(token, SECRET, NOW + 60_000)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuse a changed payload, a changed signature, another key and garbage', async () => {
    const token = await signRecoveryToken(LINES, SECRET, NOW + 60_000);
    const [body, signature] = token.split('.') as [string, string];
    const forged = btoa(
      JSON.stringify({
        l: [['gid://shopify/ProductVariant/101', 99]],
        x: NOW / 1000 + 60,
      }),
    ).replace(/=+$/, '');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('A') ? 'B' : 'A'}${signature.slice(-1)}`;
    for (const bad of [
      `${forged}.${signature}`,
      `${body}.${flipped}`,
      `${body}.`,
      `${body}.${signature}.x`,
      'not-a-token',
      '',
      null,
    ])
      expect(await readRecoveryToken(bad, SECRET, NOW), String(bad)).toEqual({
        ok: false,
        reason: 'invalid',
      });
    expect(
      await readRecoveryToken(token, `${SECRET}-other`, NOW),
    ).toMatchObject({ok: false, reason: 'invalid'});
  });

  it('refuse signed payloads that are not cart lines', async () => {
    for (const lines of [
      [],
      [{merchandiseId: 'gid://shopify/Product/1', quantity: 1}],
      [{merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 0}],
      [{merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 100}],
    ]) {
      const token = await signRecoveryToken(lines, SECRET, NOW + 60_000);
      expect(await readRecoveryToken(token, SECRET, NOW)).toEqual({
        ok: false,
        reason: 'invalid',
      });
    }
  });

  it('have no secret unless one is configured (fail closed)', () => {
    expect(recoverySecret({})).toBeNull();
    expect(recoverySecret({CART_RECOVERY_SECRET: ''})).toBeNull();
    expect(recoverySecret({CART_RECOVERY_SECRET: SECRET})).toBe(SECRET);
  });
});

describe('linesToAdd', () => {
  it('adds only what the cart lacks, so restoring twice never doubles a line', () => {
    const cart = [
      {merchandise: {id: 'gid://shopify/ProductVariant/101'}, quantity: 1},
      {merchandise: {id: 'gid://shopify/ProductVariant/202'}, quantity: 5},
    ];
    expect(linesToAdd(LINES, cart)).toEqual([
      {merchandiseId: 'gid://shopify/ProductVariant/101', quantity: 1},
    ]);
    expect(linesToAdd(LINES, [])).toEqual(LINES);
  });
});
