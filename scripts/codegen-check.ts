/**
 * `npm run codegen:check` (a stage of `npm test`): fails when storefrontapi.generated.d.ts
 * or customer-accountapi.generated.d.ts is not what `npm run codegen` writes from the
 * `#graphql` documents in app/, or when a document does not validate against its API's
 * schema (codegen.ts). Uses the same generator as `npm run dev` (`shopify hydrogen
 * codegen`, formatted with the project's Prettier), so the dev server never rewrites the
 * committed files. Leaves the files as it found them.
 */
import {spawnSync} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

const root = join(import.meta.dirname, '..');
const files = [
  'storefrontapi.generated.d.ts',
  'customer-accountapi.generated.d.ts',
].map((name) => ({name, path: join(root, name)}));
const before = files.map(({path}) => readFileSync(path, 'utf8'));

const result = spawnSync('npx', ['shopify', 'hydrogen', 'codegen'], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {...process.env, CI: '1', SHOPIFY_CLI_NO_ANALYTICS: '1'},
});
const stale = files.filter(({path}, index) => {
  const after = readFileSync(path, 'utf8');
  if (after === before[index]) return false;
  writeFileSync(path, before[index]!);
  return true;
});

if (result.status !== 0) {
  console.error(
    'GraphQL codegen failed: a #graphql document does not validate.',
  );
  process.exit(1);
}
if (stale.length) {
  console.error(
    `${stale.map(({name}) => name).join(' and ')} ${stale.length > 1 ? 'are' : 'is'} stale: run \`npm run codegen\` and commit ${stale.length > 1 ? 'them' : 'it'}.`,
  );
  process.exit(1);
}
console.log(`${files.map(({name}) => name).join(' and ')} are current.`);
