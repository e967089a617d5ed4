import {config} from 'zod/mini';
import en from 'zod/v4/locales/en.js';

let configured = false;

/**
 * `zod/mini` loads no locale, so a check without its own message would say only "Invalid
 * input". The schemas call this first: zod's English messages, as the full build gives.
 */
export function ensureZodMessages(): void {
  if (configured) return;
  config(en());
  configured = true;
}
