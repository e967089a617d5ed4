/**
 * Products a visitor looked at, kept in their own browser (localStorage), for
 * /browse-discount when it is opened without a signed list (issue 14). Nothing leaves the
 * browser: the product page writes, the browse page's <recently-viewed> element reads.
 * What is read back is checked again, since any script on the origin (or the visitor) can
 * write the key.
 */
export const RECENTLY_VIEWED_KEY = 'emberforge:recently-viewed';
export const RECENTLY_VIEWED_MAX = 8;

export type ViewedProduct = {
  handle: string;
  title: string;
  imageUrl: string | null;
};

const HANDLE = /^[a-z0-9][a-z0-9-]{0,99}$/;

function isViewedProduct(value: unknown): value is ViewedProduct {
  if (typeof value !== 'object' || value === null) return false;
  const {handle, title, imageUrl} = value as Record<string, unknown>;
  return (
    typeof handle === 'string' &&
    HANDLE.test(handle) &&
    typeof title === 'string' &&
    title.length > 0 &&
    title.length <= 255 &&
    (imageUrl === null ||
      (typeof imageUrl === 'string' && /^https?:\/\//.test(imageUrl)))
  );
}

/** The list, newest first; an unreadable or tampered entry is skipped, never thrown. */
export function readViewed(storage: Pick<Storage, 'getItem'>): ViewedProduct[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(RECENTLY_VIEWED_KEY) ?? '[]');
  } catch {
    return [];
  }
  return Array.isArray(parsed)
    ? parsed.filter(isViewedProduct).slice(0, RECENTLY_VIEWED_MAX)
    : [];
}

/** Puts the product first (once), keeping at most RECENTLY_VIEWED_MAX. */
export function rememberViewed(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  product: ViewedProduct,
): void {
  if (!isViewedProduct(product)) return;
  const list = [
    product,
    ...readViewed(storage).filter((item) => item.handle !== product.handle),
  ].slice(0, RECENTLY_VIEWED_MAX);
  storage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(list));
}
