// Supabase Edge Function entry (Deno). The logic lives in ../_shared so Node runs it too.
import {handleCustomerSyncRequest} from '../_shared/customer-sync.ts';
import {runtimeDeps} from '../_shared/handler.ts';

const env = Deno.env.toObject();
const deps = runtimeDeps(env);

Deno.serve((request) => handleCustomerSyncRequest(request, env, deps));
