/**
 * What an email says that changes with time, read when it is sent: whether the store has
 * launched (LAUNCH_AT, as the pages read it) and when the code stops working (the code
 * discount's own end date in Shopify: the one source of every sentence about it).
 */
import type {FunctionDeps, FunctionEnv} from './handler.ts';
import {hasLaunched} from './launch.ts';
import {
  DEFAULT_ADMIN_API_VERSION,
  discountCodeEndsAt,
} from './shopify-admin.ts';
import type {CodeEnd, EmailMoment} from './welcome-email-template.ts';

export async function emailMomentOf(
  env: FunctionEnv,
  deps: Pick<FunctionDeps, 'fetch' | 'now'>,
  discountCode: string,
): Promise<EmailMoment> {
  const now = deps.now();
  return {
    launched: hasLaunched(env, now),
    codeEndsAt: await codeEndsAtOf(env, deps, discountCode),
    now,
  };
}

/** Unknown (no sentence about an end) when Shopify is not configured or cannot answer. */
async function codeEndsAtOf(
  env: FunctionEnv,
  deps: Pick<FunctionDeps, 'fetch'>,
  code: string,
): Promise<CodeEnd> {
  const {
    SHOPIFY_STORE_DOMAIN: storeDomain,
    SHOPIFY_ADMIN_API_TOKEN: accessToken,
  } = env;
  if (!storeDomain || !accessToken) return undefined;
  try {
    return await discountCodeEndsAt(
      {
        storeDomain,
        accessToken,
        apiVersion: env.SHOPIFY_ADMIN_API_VERSION || DEFAULT_ADMIN_API_VERSION,
        fetch: deps.fetch,
      },
      code,
    );
  } catch {
    // The email still goes out, saying nothing about an end date.
    return undefined;
  }
}
