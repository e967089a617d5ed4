/** The stand-ins for a test run: free ports, Supabase in memory, nothing left behind. */
import {startStandIns} from '../../local/stand-ins.ts';
import {pickWorkerEnv} from '../../app/lib/env.server.ts';

/** `env` adds to the base environment, as a `.env` would for `npm start`. */
export async function startTestStandIns(env: Record<string, string> = {}) {
  const standIns = await startStandIns(
    {LAUNCH_AT: '2025-12-01T10:00:00-05:00', ...env},
    {storefrontPort: 0, supabasePort: 0, log: () => {}},
  );
  return {...standIns, workerEnv: pickWorkerEnv(standIns.env)};
}
