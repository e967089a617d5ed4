// Supabase Edge Function entry (Deno). The logic lives in ../_shared so Node runs it too.
import {handleDeliverOutboxRequest} from '../_shared/deliver-outbox.ts';
import {runtimeDeps} from '../_shared/handler.ts';

const env = Deno.env.toObject();
const deps = runtimeDeps(env);

Deno.serve((request) => handleDeliverOutboxRequest(request, env, deps));
