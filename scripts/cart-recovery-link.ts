/**
 * Prints a cart recovery link for a cart of the local store, as an abandoned-cart email
 * would carry it: `npm run cart:recovery-link -- CART_ID`. CART_ID is the `cart` cookie's
 * value (or a whole `gid://shopify/Cart/...`). Reads the running store's settings from
 * `.cache/store-$PORT.env` (written by `npm start`; PORT defaults to 3000).
 */
import {existsSync, readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {signRecoveryToken} from '../app/features/offers/cart-recovery.server.ts';
import {RECOVERY_TOKEN_PARAM} from '../app/features/offers/cart-recovery-link.ts';

const API_VERSION = '2026-04';

type LinkRequest = {
  /** The Storefront API's origin (PUBLIC_STORE_DOMAIN of the local store). */
  storeDomain: string;
  storefrontToken: string;
  secret: string;
  /** Where the storefront runs, e.g. http://localhost:3000. */
  siteOrigin: string;
  cartId: string;
};

/** Reads the cart's lines from the Storefront API and signs them into a link. */
export async function recoveryLinkForCart(request: LinkRequest) {
  const id = decodeURIComponent(request.cartId).startsWith('gid://')
    ? decodeURIComponent(request.cartId)
    : `gid://shopify/Cart/${decodeURIComponent(request.cartId)}`;
  const response = await fetch(
    `${request.storeDomain.replace(/\/$/, '')}/api/${API_VERSION}/graphql.json`,
    {
      method: 'POST',
      signal: AbortSignal.timeout(10_000),
      headers: {
        'Content-Type': 'application/json',
        'X-Shopify-Storefront-Access-Token': request.storefrontToken,
      },
      body: JSON.stringify({
        query: `query RecoveryCart($id: ID!) {
          cart(id: $id) { lines(first: 100) { nodes { quantity merchandise { ... on ProductVariant { id } } } } }
        }`,
        variables: {id},
      }),
    },
  );
  const body = (await response.json()) as {
    data?: {
      cart: {
        lines: {nodes: {quantity: number; merchandise: {id: string}}[]};
      } | null;
    };
  };
  const lines = body.data?.cart?.lines.nodes ?? [];
  if (!lines.length) throw new Error(`No cart with lines has the id ${id}.`);
  const token = await signRecoveryToken(
    lines.map((line) => ({
      merchandiseId: line.merchandise.id,
      quantity: line.quantity,
    })),
    request.secret,
  );
  const url = new URL('/cart-recovery', request.siteOrigin);
  url.searchParams.set(RECOVERY_TOKEN_PARAM, token);
  return url.href;
}

function readEnvFile(path: string): Record<string, string> {
  return Object.fromEntries(
    readFileSync(path, 'utf8')
      .split('\n')
      .filter((line) => line.includes('='))
      .map((line) => {
        const at = line.indexOf('=');
        return [line.slice(0, at), JSON.parse(line.slice(at + 1)) as string];
      }),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cartId = process.argv[2];
  const port = process.env.PORT || '3000';
  if (!cartId) {
    console.error('Usage: npm run cart:recovery-link -- CART_ID');
    process.exit(2);
  }
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const envFile = join(root, `.cache/store-${port}.env`);
  if (!existsSync(envFile)) {
    console.error(
      `No store runs on port ${port}: start it with \`npm start\` (PORT=${port}) first.`,
    );
    process.exit(1);
  }
  const env = readEnvFile(envFile);
  if (!env.CART_RECOVERY_SECRET) {
    console.error('The running store has no CART_RECOVERY_SECRET.');
    process.exit(1);
  }
  console.log(
    await recoveryLinkForCart({
      storeDomain: env.PUBLIC_STORE_DOMAIN!,
      storefrontToken: env.PUBLIC_STOREFRONT_API_TOKEN!,
      secret: env.CART_RECOVERY_SECRET,
      siteOrigin: `http://localhost:${port}`,
      cartId,
    }),
  );
}
