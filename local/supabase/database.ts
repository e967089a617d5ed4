/**
 * The local database: PGlite (real Postgres in WASM) prepared like a Supabase project —
 * the platform bootstrap and the `auth` schema, then `supabase/migrations/*.sql` in file-name order, each applied
 * once and recorded so a restart with the same data folder does not re-apply it.
 */
import {mkdir, readFile, readdir} from 'node:fs/promises';
import {PGlite, type Extensions} from '@electric-sql/pglite';

export const BOOTSTRAP_SQL = new URL('./bootstrap.sql', import.meta.url);
export const AUTH_SCHEMA_SQL = new URL('./auth/schema.sql', import.meta.url);
export const MIGRATIONS_DIR = new URL(
  '../../supabase/migrations/',
  import.meta.url,
);

/** `dataDir` undefined keeps everything in memory (tests); `extensions` are PGlite extension bundles (pgTAP). */
export async function openDatabase(
  dataDir?: string,
  extensions?: Extensions,
): Promise<PGlite> {
  if (dataDir) await mkdir(dataDir, {recursive: true});
  const db = await PGlite.create(dataDir, {extensions});
  await db.exec(await readFile(BOOTSTRAP_SQL, 'utf8'));
  await db.exec(await readFile(AUTH_SCHEMA_SQL, 'utf8'));
  await applyMigrations(db);
  return db;
}

/** supabase/migrations/*.sql in the order the CLI applies them. */
export async function migrationFiles(): Promise<string[]> {
  return (await readdir(MIGRATIONS_DIR))
    .filter((file) => file.endsWith('.sql'))
    .sort();
}

async function applyMigrations(db: PGlite): Promise<void> {
  const files = await migrationFiles();
  const applied = new Set(
    (
      await db.query<{version: string}>(
        'select version from supabase_migrations.schema_migrations',
      )
    ).rows.map((row) => row.version),
  );
  for (const file of files) {
    // The CLI's naming: <timestamp>_<name>.sql, the timestamp being the version.
    const [version, ...rest] = file.replace(/\.sql$/, '').split('_');
    if (!version || applied.has(version)) continue;
    const sql = await readFile(new URL(file, MIGRATIONS_DIR), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
        [version, rest.join('_')],
      );
    });
  }
}
