import {describe, expect, it} from 'vitest';
import {signBrowseList} from '../../app/features/offers/browse-offer.server.ts';
import {BROWSE_OFFER, BROWSE_PAGE} from '../../app/features/offers/copy.ts';
import {useWorkerOnStandIns} from '../support/worker';

const worker = useWorkerOnStandIns();
/** React puts `<!-- -->` between adjacent text nodes and escapes quotes and ampersands. */
const text = (html: string) =>
  html
    .replaceAll('<!-- -->', '')
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&');

describe('/browse-discount', () => {
  it('shows a signed list of products, each opened through the browse code, never stored', async () => {
    const {products, sig} = await signBrowseList(
      ['cordierite-pizza-stone', 'hardwood-lump-charcoal', 'no-such-product'],
      worker.standIns().workerEnv.CART_RECOVERY_SECRET!,
    );
    const response = await worker.fetch(
      `/browse-discount?${new URLSearchParams({products, sig})}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = text(await response.text());
    expect(html).toContain(BROWSE_PAGE.intro);
    // Each card applies the code on the way, with the signed list it came from (issue 24).
    const signed = new URLSearchParams({products, sig}).toString();
    for (const handle of ['cordierite-pizza-stone', 'hardwood-lump-charcoal'])
      expect(html).toContain(
        `href="/discount/${BROWSE_OFFER.code}?redirect=%2Fstore%2Fproduct%2F${handle}&${signed}"`,
      );
    // A handle the store no longer has gets no card (the footer's return path still names it).
    expect(html).not.toContain('%2Fstore%2Fproduct%2Fno-such-product');
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  });

  it('answers a list it did not sign with 400 and the way to the shop', async () => {
    const response = await worker.fetch(
      '/browse-discount?products=cordierite-pizza-stone&sig=AAAA',
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = text(await response.text());
    expect(html).toContain(BROWSE_PAGE.invalidText);
    expect(html).not.toContain('/store/product/cordierite-pizza-stone');
  });

  it('without a list names no code and leads to the shop (issue 24: the code is not public)', async () => {
    const response = await worker.fetch('/browse-discount');
    expect(response.status).toBe(200);
    const html = text(await response.text());
    expect(html).toContain(BROWSE_PAGE.emptyText);
    expect(html).not.toContain(BROWSE_OFFER.code);
    expect(html).toContain('href="/store/shop"');
  });
});
