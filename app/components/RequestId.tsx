import {createContext, use} from 'react';

/**
 * The request's id (logger.server.ts), given by entry.server.tsx to the whole render, so
 * the error page can show it even when every loader failed. A shopper quoting it lets us
 * find their request's log lines.
 */
export const RequestIdContext = createContext<string | null>(null);

export function useRequestId(): string | null {
  return use(RequestIdContext);
}
