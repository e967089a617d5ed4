/**
 * The edge functions as `supabase/config.toml` declares them (`[functions.<name>]`), with the
 * CLI's defaults: entrypoint `functions/<name>/index.ts`, JWT verification on, enabled.
 */
import {readFile} from 'node:fs/promises';
import {fileURLToPath} from 'node:url';
import {parse} from 'smol-toml';

const SUPABASE_DIR = new URL('../../supabase/', import.meta.url);

export type EdgeFunctionConfig = {
  name: string;
  /** Absolute paths. */
  entrypoint: string;
  importMap: string;
  verifyJwt: boolean;
};

type FunctionTable = {
  enabled?: unknown;
  verify_jwt?: unknown;
  entrypoint?: unknown;
  import_map?: unknown;
};

export async function readFunctionsConfig(): Promise<EdgeFunctionConfig[]> {
  const config = parse(
    await readFile(new URL('config.toml', SUPABASE_DIR), 'utf8'),
  ) as {functions?: Record<string, FunctionTable>};
  return Object.entries(config.functions ?? {})
    .filter(([, table]) => table.enabled !== false)
    .map(([name, table]) => ({
      name,
      entrypoint: pathInProject(
        table.entrypoint,
        `./functions/${name}/index.ts`,
      ),
      importMap: pathInProject(table.import_map, './functions/deno.json'),
      verifyJwt: table.verify_jwt !== false,
    }));
}

/** `[auth]` settings the local Auth follows, as a project's config.toml sets them. */
export async function readAuthSettings(): Promise<{jwtExpirySeconds?: number}> {
  const config = parse(
    await readFile(new URL('config.toml', SUPABASE_DIR), 'utf8'),
  ) as {auth?: {jwt_expiry?: unknown}};
  const expiry = config.auth?.jwt_expiry;
  return typeof expiry === 'number' && Number.isInteger(expiry) && expiry > 0
    ? {jwtExpirySeconds: expiry}
    : {};
}

/** config.toml's paths are relative to the supabase/ folder. */
function pathInProject(value: unknown, fallback: string): string {
  return fileURLToPath(
    new URL(typeof value === 'string' ? value : fallback, SUPABASE_DIR),
  );
}
