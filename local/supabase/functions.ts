/**
 * /functions/v1/<name>: the deployed edge functions' own modules, run in-process with the
 * environment Supabase would give them (plus the local mailbox as their email API).
 */
import {handleCustomerSyncRequest} from '../../supabase/functions/_shared/customer-sync.ts';
import {handleDeliverOutboxRequest} from '../../supabase/functions/_shared/deliver-outbox.ts';
import {
  runtimeDeps,
  type FunctionEnv,
  type FunctionHandler,
} from '../../supabase/functions/_shared/handler.ts';
import {
  errorMessage,
  jsonResponse,
} from '../../supabase/functions/_shared/http.ts';
import {handleWelcomeEmailRequest} from '../../supabase/functions/_shared/welcome-email.ts';

const FUNCTIONS: Record<string, FunctionHandler> = {
  'send-welcome-email': handleWelcomeEmailRequest,
  'sync-shopify-customer': handleCustomerSyncRequest,
  'deliver-outbox': handleDeliverOutboxRequest,
};

export function createFunctionRunner(
  env: FunctionEnv,
): (name: string, request: Request) => Promise<Response> {
  const deps = runtimeDeps(env);
  return async (name, request) => {
    const handler = Object.hasOwn(FUNCTIONS, name)
      ? FUNCTIONS[name]
      : undefined;
    if (!handler)
      return jsonResponse(404, {
        code: 'NOT_FOUND',
        message: 'Requested function was not found',
      });
    try {
      return await handler(request, env, deps);
    } catch (error) {
      // What the edge runtime does with an uncaught error: a 500, and the error in the function's log.
      console.error(`[local supabase] function ${name} failed:`, error);
      return jsonResponse(500, {
        error: 'internal',
        message: errorMessage(error),
      });
    }
  };
}
