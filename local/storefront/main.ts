import {startLocalStorefront} from './server.ts';

/** `npx node local/storefront/main.ts`: runs the local Storefront API until SIGINT/SIGTERM. */

const port = Number(process.env.LOCAL_STOREFRONT_PORT ?? 3100);
const storefront = await startLocalStorefront({port});

console.log(`Local Storefront API: ${storefront.url}`);
console.log(`storefront token: ${storefront.publicToken}`);
console.log(`private storefront token: ${storefront.privateToken}`);
console.log(`admin token: ${storefront.adminToken}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    storefront.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
