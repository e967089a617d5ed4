/**
 * URLs for Shopify's image CDN, which resizes on `width`/`height` and crops on `crop`.
 * (The local Storefront API serves vector art and ignores the parameters.)
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280, 1600] as const;

export function shopifyImageUrl(
  url: string,
  width: number,
  options: {square?: boolean} = {},
): string {
  return resize(new URL(url), width, options);
}

/** Sets the CDN's size parameters on `image` (replacing any it had) and returns the URL. */
function resize(
  image: URL,
  width: number,
  {square = false}: {square?: boolean},
): string {
  image.searchParams.set('width', String(width));
  if (square) {
    image.searchParams.set('height', String(width));
    image.searchParams.set('crop', 'center');
  }
  return image.toString();
}

export function shopifySrcSet(
  url: string,
  widths: readonly number[],
  options: {square?: boolean} = {},
): string {
  // One parse for every width: `set` replaces the parameters in place, so each entry is
  // the URL shopifyImageUrl gives (a listing renders a srcset of seven widths per card,
  // and parsing the URL for each was a few percent of the page's render time).
  const image = new URL(url);
  return widths
    .map((width) => `${resize(image, width, options)} ${width}w`)
    .join(', ');
}
