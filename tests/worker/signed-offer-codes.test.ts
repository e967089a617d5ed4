/**
 * Issue 24, item 12: the recovery and browse codes are not shareable. `/discount/CARTBACK15`
 * and `/discount/BROWSE5` apply nothing without a signed link; the browse code applies with
 * the signed browse list it came from; the public welcome code stays shareable.
 */
import {describe, expect, it} from 'vitest';
import {signBrowseList} from '../../app/features/offers/browse-offer.server.ts';
import {
  BROWSE_OFFER,
  RECOVERY_OFFER,
  WELCOME_OFFER,
} from '../../app/features/offers/copy.ts';
import {useWorkerOnStandIns} from '../support/worker';

const worker = useWorkerOnStandIns();

/** Follows `/discount/...` once and reads the codes of the cart it made (none: []). */
async function codesAfter(path: string): Promise<string[]> {
  const response = await worker.fetch(path);
  expect(response.status).toBe(302);
  expect(response.headers.get('location')).toMatch(/^\/store/);
  const cookie = /(?:^|,\s*)(cart=[^;]+)/.exec(
    response.headers.get('set-cookie') ?? '',
  )?.[1];
  if (!cookie) return [];
  const data = (await (
    await worker.fetch('/api/cart', {headers: {Cookie: cookie}})
  ).json()) as {cart: {discountCodes: {code: string}[]} | null};
  return (data.cart?.discountCodes ?? []).map(({code}) => code);
}

describe('/discount/CODE and the signed offer codes', () => {
  it.each([RECOVERY_OFFER.code, BROWSE_OFFER.code, 'browse5', 'CartBack15'])(
    '/discount/%s without a signed link applies nothing',
    async (code) => {
      expect(
        await codesAfter(`/discount/${code}?redirect=/store/shop`),
      ).toEqual([]);
    },
  );

  it('the browse code with a forged or foreign signature applies nothing', async () => {
    const {products} = await signBrowseList(
      ['cordierite-pizza-stone'],
      worker.standIns().workerEnv.CART_RECOVERY_SECRET!,
    );
    const forged = new URLSearchParams({
      redirect: '/store/shop',
      products: `${products},hardwood-lump-charcoal`,
      sig: 'AAAA',
    });
    expect(
      await codesAfter(`/discount/${BROWSE_OFFER.code}?${forged}`),
    ).toEqual([]);
  });

  it('the browse code applies with the signed list a browse page links with', async () => {
    const signed = await signBrowseList(
      ['cordierite-pizza-stone'],
      worker.standIns().workerEnv.CART_RECOVERY_SECRET!,
    );
    const query = new URLSearchParams({
      redirect: '/store/product/cordierite-pizza-stone',
      ...signed,
    });
    expect(await codesAfter(`/discount/${BROWSE_OFFER.code}?${query}`)).toEqual(
      [BROWSE_OFFER.code],
    );
  });

  it('the public welcome code stays shareable', async () => {
    expect(
      await codesAfter(`/discount/${WELCOME_OFFER.code}?redirect=/store/shop`),
    ).toEqual([WELCOME_OFFER.code]);
  });
});
