import * as z from 'zod/mini';
import {lazy} from '~/lib/lazy';
import {ensureZodMessages} from '~/lib/zod-messages';
import {PRODUCT_FORM_COPY} from './copy';

/**
 * The admin's product form: its fields, their checks (zod, as decision 0170 chose; `zod/mini`, record 0223), the
 * Admin API's `ProductSetInput` built from a valid form, and the way back from a
 * `userErrors[].field` path to the form field it is about. Shared by the route (server)
 * and nothing in the browser; the form works without JavaScript.
 */

export type ProductFormField =
  | 'title'
  | 'description'
  | 'productType'
  | 'price'
  | 'compareAtPrice'
  | 'optionName'
  | 'optionValues'
  | 'variantPrices'
  | 'images'
  | 'tags'
  | 'status';

export type ProductFormValues = {
  title: string;
  description: string;
  productType: string;
  price: string;
  compareAtPrice: string;
  optionName: string;
  optionValues: string;
  /** One price per option value, by value; blank uses the base price. */
  variantPrices: Record<string, string>;
  images: string;
  tags: string;
  status: string;
};

export type ProductFormErrorKey = ProductFormField | `variantPrice:${string}`;
export type ProductFormErrors = Partial<Record<ProductFormErrorKey, string>>;

export const PRODUCT_STATUSES = ['ACTIVE', 'DRAFT'] as const;
export const MAX_OPTION_VALUES = 20;
export const MAX_IMAGES = 10;
const MAX_PRICE = 1_000_000;

const PRICE_PATTERN = /^\d{1,7}(\.\d{1,2})?$/;

/** "a, b,  c" -> ["a", "b", "c"]: trimmed, blanks dropped. */
export function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * Built on first use (app/lib/lazy.ts): only the admin's product form needs it, and at the
 * module's top level zod's object graph cost every cold start of the worker.
 */
const schema = lazy(() => {
  ensureZodMessages();
  const price = z.string().check(
    z.trim(),
    z.regex(PRICE_PATTERN, PRODUCT_FORM_COPY.priceShape),
    z.refine(
      (value) => Number(value) < MAX_PRICE,
      PRODUCT_FORM_COPY.priceShape,
    ),
  );
  return z
    .object({
      title: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, PRODUCT_FORM_COPY.titleRequired),
          z.maxLength(255, PRODUCT_FORM_COPY.titleTooLong),
        ),
      description: z
        .string()
        .check(
          z.trim(),
          z.maxLength(5000, PRODUCT_FORM_COPY.descriptionTooLong),
        ),
      productType: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, PRODUCT_FORM_COPY.productTypeRequired),
          z.maxLength(255, PRODUCT_FORM_COPY.productTypeTooLong),
        ),
      price,
      compareAtPrice: z.union([z.literal(''), price]),
      optionName: z
        .string()
        .check(z.trim(), z.maxLength(255, PRODUCT_FORM_COPY.optionNameTooLong)),
      optionValues: z.string(),
      variantPrices: z.record(z.string(), z.union([z.literal(''), price])),
      images: z.string(),
      tags: z.string().check(z.maxLength(1000, PRODUCT_FORM_COPY.tagsTooLong)),
      status: z.enum(PRODUCT_STATUSES, {
        error: PRODUCT_FORM_COPY.statusInvalid,
      }),
    })
    .check(
      z.superRefine((form, context) => {
        const issue = (path: ProductFormField, message: string) =>
          context.addIssue({code: 'custom', path: [path], message});
        const values = splitList(form.optionValues);
        if (form.optionName && values.length === 0)
          issue('optionValues', PRODUCT_FORM_COPY.optionValuesRequired);
        if (!form.optionName && values.length > 0)
          issue('optionName', PRODUCT_FORM_COPY.optionNameRequired);
        if (values.length > MAX_OPTION_VALUES)
          issue('optionValues', PRODUCT_FORM_COPY.tooManyOptionValues);
        // Exact repeats only (they would share a variant row); Shopify also refuses values
        // that differ in case alone, and that userError comes back next to this field.
        if (new Set(values).size !== values.length)
          issue('optionValues', PRODUCT_FORM_COPY.duplicateOptionValues);
        if (values.some((value) => value.length > 255))
          issue('optionValues', PRODUCT_FORM_COPY.optionValueTooLong);
        const images = imageLines(form.images);
        if (images.length > MAX_IMAGES)
          issue('images', PRODUCT_FORM_COPY.tooManyImages);
        if (images.some((url) => !isHttpsUrl(url)))
          issue('images', PRODUCT_FORM_COPY.imageUrlInvalid);
        if (
          form.compareAtPrice &&
          PRICE_PATTERN.test(form.price) &&
          Number(form.compareAtPrice) <= Number(form.price)
        )
          issue('compareAtPrice', PRODUCT_FORM_COPY.compareAtNotHigher);
      }),
    );
});

function imageLines(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The raw values of a posted form (strings only; a file or a missing field is ""). */
export function readProductForm(form: FormData): ProductFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const values = splitList(text('optionValues'));
  return {
    title: text('title'),
    description: text('description'),
    productType: text('productType'),
    price: text('price'),
    compareAtPrice: text('compareAtPrice'),
    optionName: text('optionName'),
    optionValues: text('optionValues'),
    variantPrices: Object.fromEntries(
      values
        .slice(0, MAX_OPTION_VALUES)
        .map((value) => [value, text(`variantPrice:${value}`)]),
    ),
    images: text('images'),
    tags: form.has('tags') ? text('tags') : 'new',
    status: text('status') || 'ACTIVE',
  };
}

export type ValidProductForm = z.infer<ReturnType<typeof schema>>;

export function validateProductForm(
  values: ProductFormValues,
): {ok: true; form: ValidProductForm} | {ok: false; errors: ProductFormErrors} {
  const result = schema().safeParse(values);
  if (result.success) return {ok: true, form: result.data};
  const errors: ProductFormErrors = {};
  for (const issue of result.error.issues) {
    const [field, key] = issue.path;
    const name: ProductFormErrorKey =
      field === 'variantPrices'
        ? `variantPrice:${String(key)}`
        : (field as ProductFormField);
    errors[name] ??= issue.message;
  }
  return {ok: false, errors};
}

/** Plain text paragraphs to the HTML Shopify stores; the text is escaped. */
export function descriptionHtml(description: string): string {
  return description
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map(
      (paragraph) =>
        `<p>${paragraph
          .replaceAll('&', '&amp;')
          .replaceAll('<', '&lt;')
          .replaceAll('>', '&gt;')
          .replaceAll('"', '&quot;')
          .replace(/\r?\n/g, '<br>')}</p>`,
    )
    .join('');
}

/** The variant rows the form shows: one per option value, or the one default variant. */
export function variantRows(
  form: Pick<ProductFormValues, 'optionValues' | 'variantPrices'>,
): {value: string; price: string}[] {
  return splitList(form.optionValues)
    .slice(0, MAX_OPTION_VALUES)
    .map((value) => ({value, price: form.variantPrices[value] ?? ''}));
}

/** The Admin API's ProductSetInput (2026-04) for a valid form. */
export function productSetInput(form: ValidProductForm) {
  const values = splitList(form.optionValues);
  const compareAtPrice = form.compareAtPrice || null;
  const variants = values.length
    ? values.map((value) => ({
        optionValues: [{optionName: form.optionName, name: value}],
        price: form.variantPrices[value] || form.price,
        compareAtPrice,
      }))
    : [
        {
          optionValues: [{optionName: 'Title', name: 'Default Title'}],
          price: form.price,
          compareAtPrice,
        },
      ];
  return {
    title: form.title,
    descriptionHtml: descriptionHtml(form.description),
    productType: form.productType,
    status: form.status,
    tags: splitList(form.tags),
    productOptions: [
      {
        name: values.length ? form.optionName : 'Title',
        position: 1,
        values: (values.length ? values : ['Default Title']).map((name) => ({
          name,
        })),
      },
    ],
    variants,
    files: imageLines(form.images).map((originalSource) => ({
      originalSource,
      contentType: 'IMAGE' as const,
      alt: form.title,
    })),
  };
}

/**
 * Where a productSet userError belongs in the form, from its `field` path
 * (["input", "variants", "2", "price"]). Unknown paths go to the form as a whole.
 */
export function formFieldForUserError(
  field: readonly string[] | null | undefined,
  values: readonly string[] = [],
): ProductFormErrorKey | null {
  if (!field || field[0] !== 'input') return null;
  switch (field[1]) {
    case 'title':
    case 'handle':
      return 'title';
    case 'descriptionHtml':
      return 'description';
    case 'productType':
      return 'productType';
    case 'tags':
      return 'tags';
    case 'status':
      return 'status';
    case 'files':
      return 'images';
    case 'productOptions':
      return field[3] === 'name' ? 'optionName' : 'optionValues';
    case 'variants': {
      const index = Number(field[2]);
      if (field[3] === 'compareAtPrice') return 'compareAtPrice';
      if (field[3] === 'price')
        return values[index] !== undefined
          ? `variantPrice:${values[index]}`
          : 'price';
      return 'optionValues';
    }
    default:
      return null;
  }
}
