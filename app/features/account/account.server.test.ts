import {describe, expect, it, vi} from 'vitest';
import {
  addressFromForm,
  dataOrUnavailable,
  signInFailureOf,
} from './account.server';
import {orderGid, orderPathId} from './format';
import {ACCOUNT_COPY} from './copy';

describe('signInFailureOf', () => {
  it('tells invalid_grant from the token endpoint’s error body', async () => {
    const refused = new Response(
      JSON.stringify({
        error: 'invalid_grant',
        error_description: 'The code was already used.',
      }),
      {status: 400},
    );
    expect(await signInFailureOf(refused)).toBe('invalidGrant');
  });
  it('calls any other 4xx a failed sign-in', async () => {
    expect(
      await signInFailureOf(
        new Response('Bad request: Unauthorized', {status: 400}),
      ),
    ).toBe('failed');
    expect(
      await signInFailureOf(
        new Response('{"error":"invalid_client"}', {status: 401}),
      ),
    ).toBe('failed');
  });
  it('throws on what is not a refusal', async () => {
    const boom = new Error('boom');
    await expect(signInFailureOf(boom)).rejects.toBe(boom);
    const down = new Response('', {status: 503});
    await expect(signInFailureOf(down)).rejects.toBe(down);
  });
});

describe('dataOrUnavailable', () => {
  const log = {error: vi.fn()};
  it('returns the data of a clean answer', () => {
    expect(dataOrUnavailable({data: {a: 1}, errors: []}, log)).toEqual({a: 1});
  });
  it('answers 503 with a message when the API reports errors', async () => {
    try {
      dataOrUnavailable({data: null, errors: [{message: 'x'}]}, log);
      expect.unreachable();
    } catch (thrown) {
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(503);
      expect(await (thrown as Response).text()).toBe(ACCOUNT_COPY.unavailable);
    }
    expect(log.error).toHaveBeenCalledWith('account.query_failed', {
      errors: [{message: 'x'}],
    });
  });
});

describe('order ids', () => {
  it('round-trips the number of a gid and refuses anything else', () => {
    expect(orderPathId('gid://shopify/Order/1002')).toBe('1002');
    expect(orderGid('1002')).toBe('gid://shopify/Order/1002');
    expect(orderGid('gid://shopify/Order/1')).toBeNull();
    expect(orderGid('12a')).toBeNull();
  });
});

describe('addressFromForm', () => {
  it('reads the fields, trims them, clears empty ones and upper-cases the country', () => {
    const form = new FormData();
    form.set('intent', 'create');
    form.set('address1', '  1 Main St ');
    form.set('address2', '');
    form.set('territoryCode', 'us');
    form.set('zoneCode', 'NY');
    expect(addressFromForm(form)).toEqual({
      address1: '1 Main St',
      address2: null,
      territoryCode: 'US',
      zoneCode: 'NY',
    });
  });
});

describe('the sign-in hint cookie', () => {
  it('holds only "1", readable by scripts, and is cleared on sign-out', async () => {
    const {accountHintCookie, hasAccountHint} =
      await import('./account-contract');
    expect(accountHintCookie(true, true)).toBe(
      'ef_account=1; Max-Age=7776000; Path=/; SameSite=Lax; Secure',
    );
    expect(accountHintCookie(false, false)).toBe(
      'ef_account=; Max-Age=0; Path=/; SameSite=Lax',
    );
    expect(hasAccountHint('a=b; ef_account=1')).toBe(true);
    expect(hasAccountHint('ef_account=0; x_ef_account=1')).toBe(false);
  });
});
