import type {Catalog, CatalogProduct} from './catalog.ts';
import {escapeHtml} from './html.ts';

/**
 * Product images drawn as SVG on request: a simple illustration per product `art` kind in
 * the brand colours, captioned with the product title. Vector art needs no resizing, so
 * Hydrogen's width/height/crop parameters can be ignored.
 */

const INK = '#1C1917';
const EMBER = '#C2410C';
const CREAM = '#F5F0E8';
const SAND = '#D6C3A5';
const STEEL = '#57534E';
const BACKGROUNDS = [CREAM, '#EDE4D6', '#292524'];

type Art = (color: string, background: string) => string;

const kamadoBody = (color: string, background: string, scale = 1) => `
  <g transform="translate(600 560) scale(${scale}) translate(-600 -560)">
    <path d="M420 820 L380 960 M780 820 L820 960 M600 860 L600 960" stroke="${STEEL}" stroke-width="22" stroke-linecap="round"/>
    <ellipse cx="600" cy="560" rx="260" ry="300" fill="${color}"/>
    <rect x="330" y="540" width="540" height="26" rx="8" fill="${STEEL}"/>
    <path d="M370 500 Q600 450 830 500" fill="none" stroke="${background}" stroke-opacity="0.35" stroke-width="8"/>
    <rect x="560" y="232" width="80" height="46" rx="12" fill="${STEEL}"/>
    <circle cx="600" cy="410" r="34" fill="${CREAM}" stroke="${STEEL}" stroke-width="8"/>
    <path d="M600 410 L620 392" stroke="${EMBER}" stroke-width="6" stroke-linecap="round"/>
  </g>`;

const ARTS: Record<string, Art> = {
  kamado: (color, background) => kamadoBody(color, background),
  nest: (color, background) => `
    ${kamadoBody(color, background, 0.55)}
    <path d="M360 760 H840 M400 760 L360 930 M800 760 L840 930 M380 850 H820" stroke="${STEEL}" stroke-width="24" stroke-linecap="round" fill="none"/>
    <circle cx="360" cy="950" r="26" fill="${INK}"/><circle cx="840" cy="950" r="26" fill="${INK}"/>`,
  bag: (color) => `
    <path d="M390 300 H810 L850 920 H350 Z" fill="${color === INK ? '#3F3A36' : color}"/>
    <path d="M390 300 H810 L790 360 H410 Z" fill="${INK}" opacity="0.4"/>
    <rect x="400" y="520" width="400" height="200" rx="12" fill="${EMBER}"/>
    <path d="M520 680 Q560 560 600 600 Q620 540 660 570 Q700 620 680 680 Z" fill="${CREAM}"/>`,
  starter: () => `
    <rect x="360" y="560" width="480" height="340" rx="16" fill="${SAND}" stroke="${STEEL}" stroke-width="10"/>
    ${[440, 600, 760].map((x) => `<path d="M${x} 560 Q${x - 60} 460 ${x} 340 Q${x + 60} 460 ${x} 560 Z" fill="${EMBER}"/><path d="M${x} 560 Q${x - 25} 500 ${x} 440 Q${x + 25} 500 ${x} 560 Z" fill="#FDBA74"/>`).join('')}`,
  grate: () => `
    <defs><clipPath id="grate"><circle cx="600" cy="560" r="290"/></clipPath></defs>
    <circle cx="600" cy="560" r="300" fill="none" stroke="${STEEL}" stroke-width="24"/>
    <g clip-path="url(#grate)" fill="${INK}">${Array.from({length: 11}, (_, i) => `<rect x="${300 + i * 56}" y="250" width="22" height="620"/>`).join('')}</g>`,
  stone: () => `
    <circle cx="600" cy="560" r="300" fill="${SAND}"/>
    <circle cx="600" cy="560" r="250" fill="none" stroke="#C4AE8C" stroke-width="10"/>
    <circle cx="520" cy="500" r="26" fill="#C4AE8C"/><circle cx="680" cy="620" r="18" fill="#C4AE8C"/>`,
  ring: () => `
    <circle cx="600" cy="560" r="260" fill="none" stroke="${SAND}" stroke-width="90"/>
    <circle cx="600" cy="560" r="260" fill="none" stroke="${STEEL}" stroke-width="6" stroke-dasharray="20 24"/>`,
  tool: () => `
    <path d="M420 940 L560 420" stroke="#7C4A2D" stroke-width="40" stroke-linecap="round"/>
    <path d="M520 440 L620 220 L720 260 L640 470 Z" fill="${STEEL}"/>
    <path d="M700 940 L780 300 M760 940 L820 300" stroke="${STEEL}" stroke-width="22" stroke-linecap="round"/>`,
  rotisserie: () => `
    <circle cx="600" cy="560" r="300" fill="none" stroke="${STEEL}" stroke-width="30"/>
    <path d="M230 560 H970" stroke="${INK}" stroke-width="18" stroke-linecap="round"/>
    <ellipse cx="600" cy="560" rx="170" ry="120" fill="#B45309"/>
    <rect x="940" y="500" width="90" height="120" rx="16" fill="${INK}"/>`,
  cover: () => `
    <path d="M340 930 Q330 420 600 300 Q870 420 860 930 Z" fill="${INK}"/>
    <path d="M470 920 Q470 560 560 360 M730 920 Q730 560 640 360" stroke="#44403C" stroke-width="12" fill="none"/>
    <rect x="340" y="900" width="520" height="36" rx="10" fill="${EMBER}"/>`,
  basket: () => `
    <circle cx="600" cy="560" r="290" fill="#A8A29E"/>
    <g fill="${INK}">${Array.from({length: 7}, (_, row) => Array.from({length: 7}, (_, column) => `<circle cx="${420 + column * 60}" cy="${380 + row * 60}" r="14"/>`).join('')).join('')}</g>
    <path d="M600 270 V850" stroke="${STEEL}" stroke-width="16"/>`,
  thermometer: () => `
    <path d="M600 560 L600 1000" stroke="#A8A29E" stroke-width="18" stroke-linecap="round"/>
    <rect x="470" y="240" width="260" height="360" rx="60" fill="${EMBER}"/>
    <rect x="510" y="300" width="180" height="120" rx="14" fill="${INK}"/>
    <text x="600" y="385" text-anchor="middle" font-family="ui-monospace, monospace" font-size="72" fill="#FDBA74">203°</text>`,
  controller: () => `
    <rect x="360" y="330" width="300" height="420" rx="40" fill="${INK}"/>
    <rect x="400" y="380" width="220" height="150" rx="16" fill="#292524" stroke="${EMBER}" stroke-width="6"/>
    <text x="510" y="480" text-anchor="middle" font-family="ui-monospace, monospace" font-size="64" fill="#FDBA74">225°</text>
    <circle cx="820" cy="620" r="150" fill="${STEEL}"/><circle cx="820" cy="620" r="40" fill="${INK}"/>
    <path d="M660 600 H680" stroke="${STEEL}" stroke-width="30"/>`,
  hinge: () => `
    <path d="M300 420 Q600 320 900 420" stroke="${STEEL}" stroke-width="44" fill="none" stroke-linecap="round"/>
    <path d="M300 700 Q600 800 900 700" stroke="${STEEL}" stroke-width="44" fill="none" stroke-linecap="round"/>
    <path d="M600 380 V740" stroke="${INK}" stroke-width="40"/>
    <path d="M560 440 ${Array.from({length: 6}, (_, i) => `Q640 ${455 + i * 45} 560 ${480 + i * 45}`).join(' ')}" stroke="${EMBER}" stroke-width="16" fill="none"/>`,
  apron: () => `
    <path d="M470 260 H730 V420 Q880 440 860 560 L820 960 H380 L340 560 Q320 440 470 420 Z" fill="#78350F"/>
    <path d="M470 260 Q400 200 380 120 M730 260 Q800 200 820 120" stroke="${INK}" stroke-width="16" fill="none"/>
    <rect x="480" y="620" width="240" height="160" rx="10" fill="#92400E" stroke="${SAND}" stroke-width="6" stroke-dasharray="14 10"/>`,
  giftcard: () => `
    <rect x="250" y="340" width="700" height="440" rx="40" fill="${EMBER}"/>
    <text x="310" y="440" font-family="system-ui, sans-serif" font-size="48" font-weight="700" letter-spacing="8" fill="${CREAM}">EMBERFORGE</text>
    <text x="310" y="720" font-family="system-ui, sans-serif" font-size="64" fill="${CREAM}">Gift Card</text>
    <path d="M800 600 Q760 520 800 450 Q840 520 880 500 Q900 580 860 640 Q820 660 800 600 Z" fill="#FDBA74"/>`,
};

/** A variant colour named in the image's alt text (e.g. "in Ember Red") tints the illustration. */
function colourFor(product: CatalogProduct, altText: string): string {
  for (const option of product.options) {
    for (const value of option.values) {
      if (value.swatch && altText.includes(value.name)) return value.swatch;
    }
  }
  return (
    product.options
      .flatMap((option) => option.values)
      .find((value) => value.swatch)?.swatch ?? INK
  );
}

function frame(
  background: string,
  title: string,
  label: string,
  body: string,
): string {
  const text = background === BACKGROUNDS[2] ? CREAM : INK;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 1200" width="1200" height="1200" role="img" aria-label="${escapeHtml(label)}">
  <title>${escapeHtml(label)}</title>
  <rect width="1200" height="1200" fill="${background}"/>
  <text x="60" y="100" font-family="system-ui, sans-serif" font-size="34" font-weight="700" letter-spacing="10" fill="${EMBER}">EMBERFORGE</text>
  ${body}
  <text x="600" y="1110" text-anchor="middle" font-family="system-ui, sans-serif" font-size="52" font-weight="600" fill="${text}">${escapeHtml(title)}</text>
</svg>`;
}

export function productImageSvg(
  product: CatalogProduct,
  position: number,
): string | null {
  const image = product.images[position - 1];
  // An image of a bundle "with nest and shelves" shows them, whatever the product's own art.
  const art = /\bwith nest\b/.test(image?.altText ?? '')
    ? ARTS.nest
    : ARTS[product.art];
  if (!image || !art) return null;
  const background = BACKGROUNDS[(position - 1) % BACKGROUNDS.length]!;
  return frame(
    background,
    product.title,
    image.altText,
    art(colourFor(product, image.altText), background),
  );
}

export function brandImageSvg(catalog: Catalog, name: string): string | null {
  if (name !== 'logo' && name !== 'square-logo') return null;
  const {brandName, colors} = catalog.shop;
  const flame = `<path d="M600 760 Q470 600 560 420 Q580 520 630 500 Q600 380 700 300 Q690 420 760 520 Q820 640 720 760 Z" fill="${colors.primary.background}"/>`;
  return frame(CREAM, brandName, `${brandName} logo`, flame);
}

/** An article's picture: its drawing (`art`) with its title, on the brand's cream. */
export function articleImageSvg(
  catalog: Catalog,
  blogHandle: string,
  articleHandle: string,
): string | null {
  const article = catalog.blogs
    .find((blog) => blog.handle === blogHandle)
    ?.articles.find((item) => item.handle === articleHandle);
  if (!article) return null;
  const art = ARTS[article.art] ?? ARTS.kamado!;
  return frame(CREAM, article.title, article.image.altText, art(EMBER, CREAM));
}

/**
 * Resolves `/images/<handle>-<n>.svg`, `/images/brand/<name>.svg` and
 * `/images/articles/<blog>/<article>.svg`; null when there is no such image.
 */
export function imageForPath(
  catalog: Catalog,
  pathname: string,
): string | null {
  const article = /^\/images\/articles\/([a-z0-9-]+)\/([a-z0-9-]+)\.svg$/.exec(
    pathname,
  );
  if (article) return articleImageSvg(catalog, article[1]!, article[2]!);
  const brand = /^\/images\/brand\/([a-z-]+)\.svg$/.exec(pathname);
  if (brand) return brandImageSvg(catalog, brand[1]!);
  const productImage = /^\/images\/(.+)-(\d+)\.svg$/.exec(pathname);
  if (!productImage) return null;
  const product = catalog.productByHandle.get(productImage[1]!);
  return product ? productImageSvg(product, Number(productImage[2])) : null;
}
