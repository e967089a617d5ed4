import {data, redirect} from 'react-router';
import {attr} from '~/elements/contract';
import {CATEGORY_HINT_DOM} from '~/features/catalog/catalog-contract';
import type {Route} from './+types/admin.create-products';
import {AdminShell} from '~/features/admin/AdminShell';
import {FormField} from '~/components/FormField';
import {requireAdmin} from '~/features/admin/admin-auth.server';
import {PRODUCT_FORM_COPY} from '~/features/admin/copy';
import {createProduct} from '~/features/admin/admin-products.server';
import {CATEGORY_COPY, categoryOf} from '~/features/catalog/categories';
import {ROUTES} from '~/lib/navigation';
import {
  formFieldForUserError,
  productSetInput,
  PRODUCT_STATUSES,
  readProductForm,
  splitList,
  validateProductForm,
  variantRows,
  type ProductFormErrors,
  type ProductFormValues,
} from '~/features/admin/product-form';
import {
  AdminApiUnavailable,
  adminProductUrl,
  hasAdminApi,
} from '~/features/admin/shopify-admin.server';
import {markCatalogChanged} from '~/features/catalog/listing-freshness.server';
import {SITE} from '~/lib/site';
import {routePolicy} from '~/features/http/route-policy';
import {readFormBody} from '~/features/http/form-body.server';

export const handle = routePolicy({
  audience: 'personal',
  writes: 'same-origin',
});

export const meta: Route.MetaFunction = () => [
  {title: `Admin · Create Products | ${SITE.shopName}`},
  {name: 'robots', content: 'noindex'},
];

/** A created product's handle, as Shopify makes them; anything else is ignored. */
const HANDLE_PATTERN = /^[a-z0-9][a-z0-9-]{0,254}$/;
/** A draft's numeric product id (its admin page); anything else is ignored. */
const PRODUCT_ID_PATTERN = /^\d{1,20}$/;

export async function loader({request, context}: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context.env);
  const query = new URL(request.url).searchParams;
  const created = query.get('created');
  const draft = query.get('draft');
  return data(
    {
      email: admin.user.email ?? '',
      created: created && HANDLE_PATTERN.test(created) ? created : null,
      // A draft is not in the store (its product page is a 404): link to Shopify's admin.
      draftAdminUrl:
        draft && PRODUCT_ID_PATTERN.test(draft)
          ? adminProductUrl(context.env.PUBLIC_STORE_DOMAIN, draft)
          : null,
    },
    {headers: admin.headers},
  );
}

type ActionResult = {
  values: ProductFormValues;
  errors: ProductFormErrors;
  formError?: string;
  notice?: string;
};

/**
 * Checks the form (400 with messages next to the fields), then creates and publishes the
 * product through the Admin API; Shopify's userErrors come back next to their fields
 * (422). "Update variants" only re-renders the form with one price per option value, so
 * the form works without JavaScript. A success redirects (PRG) to the link to the product.
 */
export async function action({request, context}: Route.ActionArgs) {
  const admin = await requireAdmin(request, context.env);
  const form = await readFormBody(request);
  const values = readProductForm(form);
  const answer = (status: number, result: Omit<ActionResult, 'values'>) =>
    data<ActionResult>({values, ...result}, {status, headers: admin.headers});

  const checked = validateProductForm(values);
  if (form.get('intent') === 'variants')
    return answer(200, {
      errors: checked.ok ? {} : checked.errors,
      notice: PRODUCT_FORM_COPY.variantsUpdated,
    });
  if (!checked.ok) return answer(400, {errors: checked.errors});
  if (!hasAdminApi(context.env))
    return answer(503, {
      errors: {},
      formError: PRODUCT_FORM_COPY.notConfigured,
    });

  let result;
  try {
    result = await createProduct(context.env, productSetInput(checked.form));
  } catch (error) {
    if (!(error instanceof AdminApiUnavailable)) throw error;
    context.log.error('admin.product_create_failed', {error});
    return answer(503, {
      errors: {},
      formError: PRODUCT_FORM_COPY.adminApiUnavailable,
    });
  }

  if (result.status === 'user-errors') {
    const optionValues = splitList(checked.form.optionValues);
    const errors: ProductFormErrors = {};
    const unplaced: string[] = [];
    for (const userError of result.userErrors) {
      const field = formFieldForUserError(userError.field, optionValues);
      if (field) errors[field] ??= userError.message;
      else unplaced.push(userError.message);
    }
    return answer(422, {
      errors,
      formError: [PRODUCT_FORM_COPY.fixErrors, ...unplaced].join(' '),
    });
  }
  if (result.status === 'not-published') {
    context.log.error('admin.product_publish_failed', {
      message: result.message,
    });
    return answer(502, {
      errors: {},
      formError: `${PRODUCT_FORM_COPY.notPublished} ${result.message}`,
    });
  }
  // The new product shows in every listing at once: this data centre's listing queries
  // skip their cache for a minute, and this browser forgets the pages it cached (0211).
  await markCatalogChanged(context.storefront.cache);
  const headers = new Headers(admin.headers);
  headers.set('Clear-Site-Data', '"cache"');
  const created = new URLSearchParams({created: result.handle});
  if (checked.form.status === 'DRAFT')
    created.set('draft', result.id.replace(/^gid:\/\/shopify\/Product\//, ''));
  throw redirect(`${ROUTES.adminCreateProducts}?${created}`, {headers});
}

const EMPTY_FORM: ProductFormValues = {
  title: '',
  description: '',
  productType: '',
  price: '',
  compareAtPrice: '',
  optionName: '',
  optionValues: '',
  variantPrices: {},
  images: '',
  tags: 'new',
  status: 'ACTIVE',
};

const TEXTAREA_CLASS =
  'w-full rounded-xl border border-stone-300 bg-white px-4 py-3 text-base text-stone-900 aria-invalid:border-red-600 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100';

export default function AdminCreateProductsPage({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const values = actionData?.values ?? EMPTY_FORM;
  const errors: ProductFormErrors = actionData?.errors ?? {};
  const category = values.productType.trim()
    ? CATEGORY_COPY[categoryOf(values.productType.trim())].title
    : '';
  const rows = variantRows(values);
  return (
    <AdminShell title={PRODUCT_FORM_COPY.title} email={loaderData.email}>
      <p className="text-stone-600 dark:text-stone-300">
        {PRODUCT_FORM_COPY.intro}
      </p>
      {loaderData.created && !actionData ? (
        <p role="status" className="form-message mt-4" data-tone="success">
          {loaderData.draftAdminUrl ? (
            <>
              {PRODUCT_FORM_COPY.createdDraft}{' '}
              <a
                className="font-semibold underline"
                href={loaderData.draftAdminUrl}
              >
                {PRODUCT_FORM_COPY.openInAdmin}
              </a>
            </>
          ) : (
            <>
              {PRODUCT_FORM_COPY.created}{' '}
              <a
                className="font-semibold underline"
                href={ROUTES.product(loaderData.created)}
              >
                {PRODUCT_FORM_COPY.viewProduct}
              </a>
            </>
          )}
        </p>
      ) : null}
      {actionData?.notice ? (
        <p role="status" className="form-message mt-4" data-tone="info">
          {actionData.notice}
        </p>
      ) : null}
      {actionData?.formError ? (
        <p role="alert" className="form-message mt-4" data-tone="error">
          {actionData.formError}
        </p>
      ) : null}

      <form method="post" className="mt-6 max-w-2xl space-y-4" noValidate>
        <FormField
          id="product-title"
          name="title"
          label={PRODUCT_FORM_COPY.titleLabel}
          required
          maxLength={255}
          defaultValue={values.title}
          error={errors.title}
        />
        <TextArea
          id="product-description"
          name="description"
          label={PRODUCT_FORM_COPY.descriptionLabel}
          rows={4}
          defaultValue={values.description}
          error={errors.description}
        />
        <category-hint>
          <FormField
            id="product-type"
            name="productType"
            {...attr(CATEGORY_HINT_DOM.input)}
            label={PRODUCT_FORM_COPY.productTypeLabel}
            required
            maxLength={255}
            defaultValue={values.productType}
            error={errors.productType}
          />
          <p className="text-sm text-stone-600 dark:text-stone-300">
            {PRODUCT_FORM_COPY.categoryHint}{' '}
            <output
              {...attr(CATEGORY_HINT_DOM.output)}
              data-testid="category-hint"
              htmlFor="product-type"
              className="font-semibold"
            >
              {category}
            </output>
          </p>
        </category-hint>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="product-price"
            name="price"
            label={PRODUCT_FORM_COPY.priceLabel}
            inputMode="decimal"
            required
            defaultValue={values.price}
            error={errors.price}
          />
          <FormField
            id="product-compare-at-price"
            name="compareAtPrice"
            label={PRODUCT_FORM_COPY.compareAtLabel}
            inputMode="decimal"
            defaultValue={values.compareAtPrice}
            error={errors.compareAtPrice}
          />
        </div>
        <fieldset className="space-y-3 rounded-2xl border border-stone-200 p-4 dark:border-stone-700">
          <legend className="px-1 font-semibold">
            {PRODUCT_FORM_COPY.optionsLegend}
          </legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="product-option-name"
              name="optionName"
              label={PRODUCT_FORM_COPY.optionNameLabel}
              placeholder={PRODUCT_FORM_COPY.optionNamePlaceholder}
              defaultValue={values.optionName}
              error={errors.optionName}
            />
            <FormField
              id="product-option-values"
              name="optionValues"
              label={PRODUCT_FORM_COPY.optionValuesLabel}
              placeholder={PRODUCT_FORM_COPY.optionValuesPlaceholder}
              defaultValue={values.optionValues}
              error={errors.optionValues}
            />
          </div>
          <button
            type="submit"
            name="intent"
            value="variants"
            className="button-secondary px-4 py-2"
          >
            {PRODUCT_FORM_COPY.updateVariants}
          </button>
          {rows.length ? (
            <table className="w-full text-left text-sm">
              <caption className="sr-only">
                {PRODUCT_FORM_COPY.variantsCaption}
              </caption>
              <thead>
                <tr>
                  <th scope="col" className="py-1 pr-4">
                    {PRODUCT_FORM_COPY.variantHeading}
                  </th>
                  <th scope="col" className="py-1">
                    {PRODUCT_FORM_COPY.variantPriceHeading}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  <tr key={row.value}>
                    <th scope="row" className="py-1 pr-4 font-normal">
                      {row.value}
                    </th>
                    <td className="py-1">
                      <FormField
                        id={`variant-price-${index}`}
                        name={`variantPrice:${row.value}`}
                        label={PRODUCT_FORM_COPY.variantPriceLabel(row.value)}
                        labelClassName="sr-only"
                        inputMode="decimal"
                        defaultValue={row.price}
                        error={errors[`variantPrice:${row.value}`]}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </fieldset>
        <TextArea
          id="product-images"
          name="images"
          label={PRODUCT_FORM_COPY.imagesLabel}
          rows={3}
          defaultValue={values.images}
          error={errors.images}
        />
        <FormField
          id="product-tags"
          name="tags"
          label={PRODUCT_FORM_COPY.tagsLabel}
          defaultValue={values.tags}
          error={errors.tags}
        />
        <div className="space-y-1">
          <label htmlFor="product-status" className="block text-sm font-medium">
            {PRODUCT_FORM_COPY.statusLegend}
          </label>
          <select
            id="product-status"
            name="status"
            defaultValue={values.status}
            aria-describedby="product-status-error"
            aria-invalid={errors.status ? true : undefined}
            className={TEXTAREA_CLASS}
          >
            {PRODUCT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {PRODUCT_FORM_COPY.statuses[status]}
              </option>
            ))}
          </select>
          <p
            id="product-status-error"
            className="min-h-5 text-sm text-red-700 dark:text-red-400"
          >
            {errors.status}
          </p>
        </div>
        <button type="submit" className="button-primary px-6 py-3">
          {PRODUCT_FORM_COPY.submit}
        </button>
      </form>
    </AdminShell>
  );
}

function TextArea({
  id,
  name,
  label,
  rows,
  defaultValue,
  error,
}: {
  id: string;
  name: string;
  label: string;
  rows: number;
  defaultValue: string;
  error?: string;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        defaultValue={defaultValue}
        aria-describedby={`${id}-error`}
        aria-invalid={error ? true : undefined}
        className={TEXTAREA_CLASS}
      />
      <p
        id={`${id}-error`}
        data-error-for={name}
        className="min-h-5 text-sm text-red-700 dark:text-red-400"
      >
        {error}
      </p>
    </div>
  );
}
