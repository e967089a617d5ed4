import {adminGraphql, type AdminApiEnv} from './shopify-admin.server';
import {
  PRODUCT_SET_MUTATION,
  PUBLICATIONS_QUERY,
  PUBLISHABLE_PUBLISH_MUTATION,
} from './shopify-admin-documents';
import type {productSetInput} from './product-form';

/**
 * Creates a product through the Admin API in one productSet call (options, variants and
 * media together) and publishes it to the online store's publication, which productSet
 * cannot do on 2026-04 (its input has no publications).
 */

export type UserError = {
  field: string[] | null;
  message: string;
  code?: string | null;
};

export type CreateProductResult =
  | {status: 'created'; handle: string; id: string}
  | {status: 'user-errors'; userErrors: UserError[]}
  | {status: 'not-published'; handle: string; id: string; message: string};

/** The sales channel a product must be published on to reach the storefront. */
export const ONLINE_STORE_PUBLICATION_NAME = 'Online Store';

type ProductSetData = {
  productSet: {
    product: {id: string; handle: string} | null;
    userErrors: UserError[];
  } | null;
};
type PublicationsData = {
  publications: {nodes: {id: string; name: string}[]};
};
type PublishData = {
  publishablePublish: {userErrors: UserError[]} | null;
};

export async function createProduct(
  env: AdminApiEnv,
  input: ReturnType<typeof productSetInput>,
  fetchImpl?: typeof fetch,
): Promise<CreateProductResult> {
  const set = await adminGraphql<ProductSetData>(
    env,
    PRODUCT_SET_MUTATION,
    {input, synchronous: true},
    fetchImpl,
  );
  const payload = set.productSet;
  if (!payload?.product)
    return {status: 'user-errors', userErrors: payload?.userErrors ?? []};
  const {id, handle} = payload.product;

  const {publications} = await adminGraphql<PublicationsData>(
    env,
    PUBLICATIONS_QUERY,
    {},
    fetchImpl,
  );
  const onlineStore = publications.nodes.find(
    (publication) => publication.name === ONLINE_STORE_PUBLICATION_NAME,
  );
  if (!onlineStore)
    return {
      status: 'not-published',
      id,
      handle,
      message: `no "${ONLINE_STORE_PUBLICATION_NAME}" publication`,
    };
  const published = await adminGraphql<PublishData>(
    env,
    PUBLISHABLE_PUBLISH_MUTATION,
    {id, input: [{publicationId: onlineStore.id}]},
    fetchImpl,
  );
  const errors = published.publishablePublish?.userErrors ?? [];
  if (errors.length)
    return {
      status: 'not-published',
      id,
      handle,
      message: errors.map((error) => error.message).join(' '),
    };
  return {status: 'created', id, handle};
}
