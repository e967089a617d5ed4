/**
 * URLs for Shopify's image CDN, which resizes on `width`/`height` and crops on `crop`.
 * (The local Storefront API serves vector art and ignores the parameters.)
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280, 1600] as const;

export function shopifyImageUrl(
  url: string,
  width: number,
  {square = false}: {square?: boolean} = {},
): string {
  const resized = new URL(url);
  resized.searchParams.set('width', String(width));
  if (square) {
    resized.searchParams.set('height', String(width));
    resized.searchParams.set('crop', 'center');
  }
  return resized.toString();
}

export function shopifySrcSet(
  url: string,
  widths: readonly number[],
  options?: {square?: boolean},
): string {
  return widths
    .map((width) => `${shopifyImageUrl(url, width, options)} ${width}w`)
    .join(', ');
}
