import {readFileSync} from 'node:fs';
import {gid, stableNumericId} from './global-ids.ts';
import {stripHtml} from './html.ts';
import {parseCents} from './money.ts';
import type {FacetSetting} from './product-facets.ts';
import {parseSearchQuery, type SearchNode} from './search-syntax.ts';

/**
 * The catalog: `catalog.json` is the one place to edit products, collections, pages, policies,
 * menus, discount and gift card codes. This module checks it and turns it into linked records
 * with Shopify-style ids. Ids are derived from handles, so they stay stable across edits.
 */

type RawOptionValue = {name: string; swatch?: string};
type RawVariant = {
  options?: string[];
  price: string;
  compareAtPrice?: string;
  sku?: string;
  image?: number;
  weight?: number;
  /** Units in stock (Shopify's tracked inventory); absent: not tracked, always for sale. */
  inventory?: number;
};
export type RawProduct = {
  handle: string;
  title: string;
  productType: string;
  vendor: string;
  art: string;
  tags: string[];
  unitsSold: number;
  createdAt: string;
  updatedAt: string;
  descriptionHtml: string;
  seo?: {title?: string; description?: string};
  images: string[];
  options?: {name: string; values: RawOptionValue[]}[];
  variants: RawVariant[];
  isGiftCard?: boolean;
};
/**
 * A menu item as the Shopify admin makes one: a resource by handle (COLLECTION, PAGE,
 * PRODUCT, SHOP_POLICY), the catalog (CATALOG: /collections/all) or a link (HTTP, `url`).
 */
type RawMenuItem = {
  title: string;
  type: string;
  handle?: string;
  url?: string;
  items?: RawMenuItem[];
};
/** A blog article as the Shopify admin holds one (`art` picks the stand-in's drawing). */
type RawArticle = {
  handle: string;
  title: string;
  author: string;
  publishedAt: string;
  tags: string[];
  art: string;
  summary: string;
  contentHtml: string;
  seo?: {title?: string; description?: string};
};
type RawCatalog = {
  shop: {
    name: string;
    brandName: string;
    description: string;
    slogan: string;
    shortDescription: string;
    currencyCode: string;
    countryCode: string;
    languageCode: string;
    moneyFormat: string;
    supportEmail: string;
    shipsToCountries: string[];
    colors: Record<
      'primary' | 'secondary',
      {background: string; foreground: string}
    >;
  };
  policies: Record<PolicyKind, {handle: string; title: string; body: string}>;
  pages: {
    handle: string;
    title: string;
    body: string;
    createdAt: string;
    updatedAt: string;
    seo?: {title?: string; description?: string};
  }[];
  menus: {handle: string; title: string; items: RawMenuItem[]}[];
  blogs: {
    handle: string;
    title: string;
    seo?: {title?: string; description?: string};
    articles: RawArticle[];
  }[];
  urlRedirects: {path: string; target: string}[];
  discountCodes: {
    code: string;
    percentage: number;
    title: string;
    minimumSubtotal?: string;
    startsAt?: string;
    endsAt?: string;
  }[];
  giftCards: {code: string; balance: string}[];
  productFilters: FacetSetting[];
  deliveryOptions: {
    handle: string;
    title: string;
    description: string;
    cost: string;
  }[];
  collections: {
    handle: string;
    title: string;
    query: string;
    sortKey: string;
    updatedAt: string;
    descriptionHtml: string;
  }[];
  products: RawProduct[];
};

export type PolicyKind =
  'privacyPolicy' | 'refundPolicy' | 'shippingPolicy' | 'termsOfService';

export type CatalogImage = {
  id: string;
  path: string;
  altText: string;
  width: number;
  height: number;
  position: number;
};
export type CatalogOptionValue = {
  id: string;
  name: string;
  swatch: string | null;
};
export type CatalogOption = {
  id: string;
  name: string;
  values: CatalogOptionValue[];
};

export type CatalogVariant = {
  id: string;
  numericId: number;
  product: CatalogProduct;
  position: number;
  title: string;
  selectedOptions: {name: string; value: string}[];
  /** Index of each selected value within its option, in option order. */
  optionIndices: number[];
  priceCents: number;
  compareAtPriceCents: number | null;
  sku: string | null;
  /** In stock when tracked (null: not tracked, as gift cards); 0 is sold out. */
  inventory: number | null;
  availableForSale: boolean;
  image: CatalogImage | null;
  weight: number | null;
  requiresShipping: boolean;
};

/** A product as the server uses it: the file's fields, with ids and derived values added. */
export type CatalogProduct = Pick<
  RawProduct,
  | 'handle'
  | 'title'
  | 'productType'
  | 'vendor'
  | 'art'
  | 'tags'
  | 'unitsSold'
  | 'createdAt'
  | 'updatedAt'
  | 'descriptionHtml'
> & {
  id: string;
  numericId: number;
  description: string;
  seo: {title: string | null; description: string | null};
  images: CatalogImage[];
  options: CatalogOption[];
  variants: CatalogVariant[];
  isGiftCard: boolean;
  availableForSale: boolean;
};

export type CatalogCollection = {
  id: string;
  numericId: number;
  handle: string;
  title: string;
  descriptionHtml: string;
  description: string;
  query: SearchNode | null;
  sortKey: string;
  updatedAt: string;
};

export type CatalogPage = {
  id: string;
  handle: string;
  title: string;
  body: string;
  createdAt: string;
  updatedAt: string;
  seo: {title: string | null; description: string | null};
};

/** A discount code: a percentage off every line but gift cards, within its dates and minimum. */
export type CatalogDiscount = {
  code: string;
  percentage: number;
  title: string;
  minimumSubtotalCents: number;
  startsAt: string | null;
  endsAt: string | null;
};

export type CatalogPolicy = {
  id: string;
  kind: PolicyKind;
  handle: string;
  title: string;
  body: string;
};

export type CatalogArticle = {
  id: string;
  blogHandle: string;
  handle: string;
  title: string;
  authorName: string;
  publishedAt: string;
  tags: string[];
  art: string;
  excerptHtml: string;
  contentHtml: string;
  image: CatalogImage;
  seo: {title: string | null; description: string | null};
};
export type CatalogBlog = {
  id: string;
  handle: string;
  title: string;
  seo: {title: string | null; description: string | null};
  /** Newest first, as Shopify lists a blog's articles. */
  articles: CatalogArticle[];
};

/** What a menu item links: its path on the shop's domain and the resource behind it. */
export type CatalogMenuItem = {
  id: string;
  title: string;
  type: string;
  path: string;
  resource: {type: MenuResourceType; handle: string} | null;
  items: CatalogMenuItem[];
};
export type MenuResourceType =
  'COLLECTION' | 'PAGE' | 'PRODUCT' | 'SHOP_POLICY' | 'BLOG' | 'ARTICLE';

/** Shopify's online-store paths per item type (what `MenuItem.url` points at). */
export const MENU_PATHS: Record<MenuResourceType, (handle: string) => string> =
  {
    COLLECTION: (handle) => `/collections/${handle}`,
    PAGE: (handle) => `/pages/${handle}`,
    PRODUCT: (handle) => `/products/${handle}`,
    SHOP_POLICY: (handle) => `/policies/${handle}`,
    BLOG: (handle) => `/blogs/${handle}`,
    // An article's handle here is `<blog>/<article>`, as Shopify's sitemap gives it.
    ARTICLE: (handle) => `/blogs/${handle}`,
  };

/** The records a menu item of each resource type can link, by id and handle. */
export function menuResourceRecords(
  catalog: Catalog,
  type: MenuResourceType,
): {id: string; handle: string}[] {
  switch (type) {
    case 'COLLECTION':
      return catalog.collections;
    case 'PAGE':
      return catalog.pages;
    case 'PRODUCT':
      return catalog.products;
    case 'SHOP_POLICY':
      return catalog.policies;
    case 'BLOG':
      return catalog.blogs;
    case 'ARTICLE':
      return catalog.blogs.flatMap((blog) =>
        blog.articles.map((article) => ({
          id: article.id,
          handle: `${blog.handle}/${article.handle}`,
        })),
      );
  }
}

export type Catalog = {
  shop: RawCatalog['shop'] & {id: string};
  policies: CatalogPolicy[];
  pages: CatalogPage[];
  blogs: CatalogBlog[];
  menus: {
    id: string;
    handle: string;
    title: string;
    items: CatalogMenuItem[];
  }[];
  urlRedirects: {id: string; path: string; target: string}[];
  discountCodes: CatalogDiscount[];
  giftCards: {id: string; code: string; balanceCents: number}[];
  productFilters: FacetSetting[];
  deliveryOptions: {
    handle: string;
    title: string;
    description: string;
    costCents: number;
  }[];
  collections: CatalogCollection[];
  products: CatalogProduct[];
  productByHandle: Map<string, CatalogProduct>;
  variantById: Map<string, CatalogVariant>;
};

/** Shopify's placeholder for products without options. */
export const DEFAULT_OPTION = {name: 'Title', value: 'Default Title'};

export const CATALOG_FILE = new URL('./catalog.json', import.meta.url);

function seoOf(raw: {title?: string; description?: string} | undefined) {
  return {title: raw?.title ?? null, description: raw?.description ?? null};
}

/**
 * `limits` are the catalog file's (1 to 10 images); products made through the Admin API
 * stand-in may have none, as on Shopify.
 */
export function buildProduct(
  raw: RawProduct,
  limits: {minImages: number; maxImages: number} = {
    minImages: 1,
    maxImages: 10,
  },
): CatalogProduct {
  const where = `catalog product "${raw.handle}"`;
  const numericId = stableNumericId(`Product:${raw.handle}`);
  const images: CatalogImage[] = raw.images.map((altText, index) => ({
    id: gid(
      'ProductImage',
      stableNumericId(`ProductImage:${raw.handle}:${index + 1}`),
    ),
    path: `/images/${raw.handle}-${index + 1}.svg`,
    altText,
    width: 1200,
    height: 1200,
    position: index + 1,
  }));
  if (images.length < limits.minImages || images.length > limits.maxImages)
    throw new Error(
      `${where}: needs ${limits.minImages} to ${limits.maxImages} images`,
    );

  const rawOptions = raw.options?.length
    ? raw.options
    : [{name: DEFAULT_OPTION.name, values: [{name: DEFAULT_OPTION.value}]}];
  const options: CatalogOption[] = rawOptions.map((option) => ({
    id: gid(
      'ProductOption',
      stableNumericId(`ProductOption:${raw.handle}:${option.name}`),
    ),
    name: option.name,
    values: option.values.map((value) => ({
      id: gid(
        'ProductOptionValue',
        stableNumericId(
          `ProductOptionValue:${raw.handle}:${option.name}:${value.name}`,
        ),
      ),
      name: value.name,
      swatch: value.swatch ?? null,
    })),
  }));

  const product: CatalogProduct = {
    id: gid('Product', numericId),
    numericId,
    handle: raw.handle,
    title: raw.title,
    productType: raw.productType,
    vendor: raw.vendor,
    art: raw.art,
    tags: raw.tags,
    unitsSold: raw.unitsSold,
    createdAt: raw.createdAt,
    updatedAt: raw.updatedAt,
    descriptionHtml: raw.descriptionHtml,
    description: stripHtml(raw.descriptionHtml),
    seo: seoOf(raw.seo),
    images,
    options,
    variants: [],
    isGiftCard: raw.isGiftCard ?? false,
    availableForSale: false,
  };

  const seenCombinations = new Set<string>();
  product.variants = raw.variants.map((variant, index) => {
    const values = raw.options?.length
      ? (variant.options ?? [])
      : [DEFAULT_OPTION.value];
    if (values.length !== options.length)
      throw new Error(
        `${where}: variant ${index + 1} must pick one value per option`,
      );
    const optionIndices = values.map((value, optionIndex) => {
      const valueIndex = options[optionIndex]!.values.findIndex(
        (candidate) => candidate.name === value,
      );
      if (valueIndex === -1)
        throw new Error(
          `${where}: variant ${index + 1} uses unknown value "${value}"`,
        );
      return valueIndex;
    });
    const combination = values.join(' / ');
    if (seenCombinations.has(combination))
      throw new Error(`${where}: two variants are "${combination}"`);
    seenCombinations.add(combination);
    const image =
      variant.image === undefined
        ? (images[0] ?? null)
        : images[variant.image - 1];
    if (image === undefined)
      throw new Error(
        `${where}: variant ${index + 1} points at missing image ${variant.image}`,
      );
    const variantNumericId = stableNumericId(
      `ProductVariant:${raw.handle}:${combination}`,
    );
    return {
      id: gid('ProductVariant', variantNumericId),
      numericId: variantNumericId,
      product,
      position: index + 1,
      title: combination,
      selectedOptions: values.map((value, optionIndex) => ({
        name: options[optionIndex]!.name,
        value,
      })),
      optionIndices,
      priceCents: parseCents(variant.price),
      compareAtPriceCents: variant.compareAtPrice
        ? parseCents(variant.compareAtPrice)
        : null,
      sku: variant.sku ?? null,
      inventory: variant.inventory ?? null,
      availableForSale:
        variant.inventory === undefined || variant.inventory > 0,
      image,
      weight: variant.weight ?? null,
      requiresShipping: !product.isGiftCard,
    };
  });
  if (product.variants.length === 0)
    throw new Error(`${where}: needs at least one variant`);
  product.availableForSale = product.variants.some(
    (variant) => variant.availableForSale,
  );
  return product;
}

function buildMenuItem(
  raw: RawMenuItem,
  menuHandle: string,
  index: string,
): CatalogMenuItem {
  const where = `menu ${menuHandle} item "${raw.title}"`;
  let path: string;
  let resource: CatalogMenuItem['resource'] = null;
  if (raw.type === 'CATALOG') path = '/collections/all';
  else if (raw.type === 'HTTP') {
    if (!raw.url) throw new Error(`${where}: an HTTP item needs a url`);
    path = raw.url;
  } else if (raw.type in MENU_PATHS) {
    if (!raw.handle)
      throw new Error(`${where}: needs the handle of its resource`);
    const type = raw.type as MenuResourceType;
    path = MENU_PATHS[type](raw.handle);
    resource = {type, handle: raw.handle};
  } else throw new Error(`${where}: type ${raw.type} is not emulated`);
  return {
    id: gid('MenuItem', stableNumericId(`MenuItem:${menuHandle}:${index}`)),
    title: raw.title,
    type: raw.type,
    path,
    resource,
    items: (raw.items ?? []).map((item, childIndex) =>
      buildMenuItem(item, menuHandle, `${index}.${childIndex}`),
    ),
  };
}

function buildBlog(raw: RawCatalog['blogs'][number]): CatalogBlog {
  const articles = raw.articles
    .map((article): CatalogArticle => ({
      id: gid(
        'Article',
        stableNumericId(`Article:${raw.handle}/${article.handle}`),
      ),
      blogHandle: raw.handle,
      handle: article.handle,
      title: article.title,
      authorName: article.author,
      publishedAt: article.publishedAt,
      tags: article.tags,
      art: article.art,
      excerptHtml: `<p>${article.summary}</p>`,
      contentHtml: article.contentHtml,
      image: {
        id: gid(
          'ImageSource',
          stableNumericId(`ArticleImage:${raw.handle}/${article.handle}`),
        ),
        path: `/images/articles/${raw.handle}/${article.handle}.svg`,
        altText: article.title,
        width: 1200,
        height: 1200,
        position: 1,
      },
      seo: seoOf(article.seo),
    }))
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  uniqueBy(articles, (article) => article.handle, `article of ${raw.handle}`);
  return {
    id: gid('Blog', stableNumericId(`Blog:${raw.handle}`)),
    handle: raw.handle,
    title: raw.title,
    seo: seoOf(raw.seo),
    articles,
  };
}

function uniqueBy<T>(
  items: T[],
  keyOf: (item: T) => string,
  what: string,
): void {
  const seen = new Set<string>();
  for (const item of items) {
    const key = keyOf(item);
    if (seen.has(key)) throw new Error(`catalog: duplicate ${what} "${key}"`);
    seen.add(key);
  }
}

export function buildCatalog(raw: RawCatalog): Catalog {
  const products = raw.products.map((product) => buildProduct(product));
  uniqueBy(products, (product) => product.handle, 'product handle');
  uniqueBy(
    products,
    (product) => product.id,
    'product id (hash collision: rename the handle)',
  );
  const variants = products.flatMap((product) => product.variants);
  uniqueBy(variants, (variant) => variant.id, 'variant id (hash collision)');

  const collections = raw.collections.map((collection) => {
    const numericId = stableNumericId(`Collection:${collection.handle}`);
    return {
      id: gid('Collection', numericId),
      numericId,
      handle: collection.handle,
      title: collection.title,
      descriptionHtml: collection.descriptionHtml,
      description: stripHtml(collection.descriptionHtml),
      query: parseSearchQuery(collection.query),
      sortKey: collection.sortKey,
      updatedAt: collection.updatedAt,
    };
  });
  uniqueBy(collections, (collection) => collection.handle, 'collection handle');

  const policyKinds = Object.keys(raw.policies) as PolicyKind[];
  return {
    shop: {
      ...raw.shop,
      id: gid('Shop', stableNumericId(`Shop:${raw.shop.name}`)),
    },
    policies: policyKinds.map((kind) => ({
      ...raw.policies[kind],
      kind,
      id: gid('ShopPolicy', stableNumericId(`ShopPolicy:${kind}`)),
    })),
    pages: raw.pages.map((page) => ({
      id: gid('Page', stableNumericId(`Page:${page.handle}`)),
      handle: page.handle,
      title: page.title,
      body: page.body,
      createdAt: page.createdAt,
      updatedAt: page.updatedAt,
      seo: seoOf(page.seo),
    })),
    blogs: raw.blogs.map(buildBlog),
    menus: raw.menus.map((menu) => ({
      id: gid('Menu', stableNumericId(`Menu:${menu.handle}`)),
      handle: menu.handle,
      title: menu.title,
      items: menu.items.map((item, index) =>
        buildMenuItem(item, menu.handle, String(index)),
      ),
    })),
    urlRedirects: raw.urlRedirects.map((redirect) => ({
      ...redirect,
      id: gid('UrlRedirect', stableNumericId(`UrlRedirect:${redirect.path}`)),
    })),
    discountCodes: raw.discountCodes.map((discount) => ({
      code: discount.code,
      percentage: discount.percentage,
      title: discount.title,
      minimumSubtotalCents: discount.minimumSubtotal
        ? parseCents(discount.minimumSubtotal)
        : 0,
      startsAt: discount.startsAt ?? null,
      endsAt: discount.endsAt ?? null,
    })),
    productFilters: raw.productFilters,
    giftCards: raw.giftCards.map((card) => ({
      id: gid('AppliedGiftCard', stableNumericId(`GiftCard:${card.code}`)),
      code: card.code,
      balanceCents: parseCents(card.balance),
    })),
    deliveryOptions: raw.deliveryOptions.map(({cost, ...option}) => ({
      ...option,
      costCents: parseCents(cost),
    })),
    collections,
    products,
    productByHandle: new Map(
      products.map((product) => [product.handle, product]),
    ),
    variantById: new Map(variants.map((variant) => [variant.id, variant])),
  };
}

export function loadCatalog(file: URL = CATALOG_FILE): Catalog {
  return buildCatalog(JSON.parse(readFileSync(file, 'utf8')) as RawCatalog);
}
