import {fileURLToPath} from 'node:url';

/** Where `npm run local:supabase` keeps its database (git-ignored). */
export const LOCAL_SUPABASE_DATA_DIR = fileURLToPath(
  new URL('../.data/supabase', import.meta.url),
);
