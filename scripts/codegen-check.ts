/**
 * `npm run codegen:check` (a stage of `npm test`): fails when storefrontapi.generated.d.ts
 * is not what `npm run codegen` writes from the `#graphql` documents in app/, or when a
 * document does not validate against the Storefront API schema. Uses the same generator
 * as `npm run dev` (`shopify hydrogen codegen`, formatted with the project's Prettier),
 * so the dev server never rewrites the committed file. Leaves the file as it found it.
 */
import {spawnSync} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

const root = join(import.meta.dirname, '..');
const file = join(root, 'storefrontapi.generated.d.ts');
const before = readFileSync(file, 'utf8');

const result = spawnSync('npx', ['shopify', 'hydrogen', 'codegen'], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {...process.env, CI: '1', SHOPIFY_CLI_NO_ANALYTICS: '1'},
});
const after = readFileSync(file, 'utf8');
if (after !== before) writeFileSync(file, before);

if (result.status !== 0) {
  console.error(
    'GraphQL codegen failed: a #graphql document does not validate.',
  );
  process.exit(1);
}
if (after !== before) {
  console.error(
    'storefrontapi.generated.d.ts is stale: run `npm run codegen` and commit it.',
  );
  process.exit(1);
}
console.log('storefrontapi.generated.d.ts is current.');
