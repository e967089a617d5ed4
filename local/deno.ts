/**
 * The Deno runtime the project installs from npm (`deno` and its platform package, e.g.
 * `@deno/linux-x64-glibc`): the binary ships inside the registry package, nothing is
 * downloaded. Deno's module and type cache is kept under node_modules so it never touches
 * the home folder, and every command runs with `--cached-only`: no remote import, ever.
 */
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';

const require = createRequire(import.meta.url);

/** The path of the `deno` executable, resolved the way the package's own bin shim does. */
export function denoExecutable(): string {
  const installApi = require('deno/install_api.cjs') as {
    runInstall(): string;
  };
  return installApi.runInstall();
}

/** The installed Deno version, for log lines. */
export function denoVersion(): string {
  return (require('deno/package.json') as {version: string}).version;
}

/** Supabase's functions folder, and the Deno config (compiler options, import map) every function uses. */
export const FUNCTIONS_DIR = fileURLToPath(
  new URL('../supabase/functions/', import.meta.url),
);
export const FUNCTIONS_DENO_CONFIG = fileURLToPath(
  new URL('../supabase/functions/deno.json', import.meta.url),
);

/** The environment every Deno process we start gets on top of its own. */
export function denoBaseEnv(): Record<string, string> {
  return {
    DENO_DIR: fileURLToPath(
      new URL('../node_modules/.cache/deno', import.meta.url),
    ),
    DENO_NO_UPDATE_CHECK: '1',
    NO_COLOR: '1',
  };
}
