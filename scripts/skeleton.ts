/**
 * Shopify's Hydrogen skeleton, as `npm run bench` and `npm run check:skeleton` use it: it
 * ships inside @shopify/cli (dist/assets/hydrogen/starter); this copies it to a scratch
 * folder outside the repo, installs and builds it there, and changes one thing: its CSP
 * lets it load the stand-in's images. Nothing of it is committed.
 */
import {spawnSync} from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';

const require = createRequire(import.meta.url);

export const CLI_ENV = {
  ...process.env,
  CI: '1',
  SHOPIFY_CLI_NO_ANALYTICS: '1',
};

export function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: CLI_ENV,
  });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

/** The skeleton's folder in the scratch folder. */
export const skeletonDirIn = (scratch: string) => join(scratch, 'skeleton');

/** The skeleton's server build (dist/server/index.js). */
export const skeletonBuildIn = (scratch: string) =>
  join(skeletonDirIn(scratch), 'dist/server/index.js');

/**
 * Copies, patches, installs and builds the skeleton in `scratch`; with `reuseBuild`, an
 * existing build is kept. Its node_modules are kept between runs.
 */
export function prepareSkeleton({
  scratch,
  storefrontOrigin,
  reuseBuild,
}: {
  scratch: string;
  storefrontOrigin: string;
  reuseBuild: boolean;
}) {
  const skeletonDir = skeletonDirIn(scratch);
  const source = join(
    require.resolve('@shopify/cli/package.json').replace(/package\.json$/, ''),
    'dist/assets/hydrogen/starter',
  );
  if (reuseBuild && existsSync(skeletonBuildIn(scratch))) return;
  console.log(`Preparing the Hydrogen skeleton in ${skeletonDir}`);
  const keepModules = existsSync(join(skeletonDir, 'node_modules'));
  if (!keepModules) rmSync(skeletonDir, {recursive: true, force: true});
  mkdirSync(skeletonDir, {recursive: true});
  cpSync(source, skeletonDir, {recursive: true});
  allowStandInImages(skeletonDir, storefrontOrigin);
  if (!keepModules)
    run('npm', ['install', '--no-audit', '--no-fund'], skeletonDir);
  run(
    process.execPath,
    [
      join(skeletonDir, 'node_modules/@shopify/cli/bin/run.js'),
      'hydrogen',
      'build',
    ],
    skeletonDir,
  );
}

/** The one change to the skeleton: its CSP may load images from the stand-in. */
function allowStandInImages(skeletonDir: string, storefrontOrigin: string) {
  const file = join(skeletonDir, 'app/entry.server.tsx');
  const source = readFileSync(file, 'utf8');
  const patched = source.replace(
    'createContentSecurityPolicy({',
    `createContentSecurityPolicy({\n    imgSrc: ["'self'", 'https://cdn.shopify.com', '${storefrontOrigin}'],`,
  );
  if (patched === source)
    throw new Error('The skeleton entry.server.tsx changed: update the patch.');
  writeFileSync(file, patched);
}
