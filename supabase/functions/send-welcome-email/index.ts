// Supabase Edge Function entry (Deno). The logic lives in ../_shared so Node runs it too.
import {runtimeDeps} from '../_shared/handler.ts';
import {handleWelcomeEmailRequest} from '../_shared/welcome-email.ts';

const env = Deno.env.toObject();
const deps = runtimeDeps(env);

Deno.serve((request) => handleWelcomeEmailRequest(request, env, deps));
