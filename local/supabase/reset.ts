/** `npm run local:reset`: wipes the local Supabase database (and so its mailbox). Stop the server first. */
import {rm} from 'node:fs/promises';
import {LOCAL_SUPABASE_DATA_DIR} from './data-dir.ts';

await rm(LOCAL_SUPABASE_DATA_DIR, {recursive: true, force: true});
console.log(
  `Removed ${LOCAL_SUPABASE_DATA_DIR}; the next start applies supabase/migrations to an empty database.`,
);
