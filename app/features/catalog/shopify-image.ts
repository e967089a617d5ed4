/**
 * URLs for Shopify's image CDN, which resizes on `width`/`height` and crops on `crop`.
 * (The local Storefront API serves vector art and ignores the parameters.)
 */
import {boundedCache} from '~/lib/bounded-cache';

export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280, 1600] as const;

export function shopifyImageUrl(
  url: string,
  width: number,
  options: {square?: boolean} = {},
): string {
  const square = options.square ?? false;
  return imageUrls.get(`${square ? 's' : 'r'}${width} ${url}`, () =>
    resize(new URL(url), width, {square}),
  );
}

const imageUrls = boundedCache<string>(1000);

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
  // The same image gets the same srcset on every request: a listing renders one of seven
  // widths per card, and building it (one URL parse, seven serialisations) was a few
  // percent of the page's render time. Kept per isolate, bounded (app/lib/bounded-cache).
  const square = options.square ?? false;
  return srcSets.get(`${square ? 's' : 'r'}${widths.join(',')} ${url}`, () => {
    const image = new URL(url);
    return widths
      .map((width) => `${resize(image, width, {square})} ${width}w`)
      .join(', ');
  });
}

const srcSets = boundedCache<string>(1000);
