import {createCookieSessionStorage, type Session} from 'react-router';

/**
 * The admin's Supabase session, kept by the worker in its own cookie: HttpOnly (no script
 * reads the tokens), SameSite=Lax, Secure over https, Path=/admin (public pages never carry
 * it, so they stay cacheable), signed with SESSION_SECRET. The browser never talks to
 * Supabase itself.
 */
export type AdminTokens = {
  access_token: string;
  refresh_token: string;
  /** Seconds since the epoch, as Supabase gives it. */
  expires_at: number;
};

/** A TOTP factor being enrolled: kept between showing the QR code and checking the code. */
export type PendingFactor = {id: string; uri: string; secret: string};

type AdminSessionData = {
  tokens: AdminTokens;
  pendingFactor: PendingFactor;
  notice: string;
};

export type AdminCookieSession = Session<AdminSessionData, AdminSessionData>;

const COOKIE_NAME = 'admin_session';

function storageFor(request: Request, secret: string) {
  return createCookieSessionStorage<AdminSessionData, AdminSessionData>({
    cookie: {
      name: COOKIE_NAME,
      httpOnly: true,
      sameSite: 'lax',
      path: '/admin',
      secure: new URL(request.url).protocol === 'https:',
      secrets: [secret],
      // The refresh token lives a week at most here; Supabase may end it sooner.
      maxAge: 60 * 60 * 24 * 7,
    },
  });
}

export async function readAdminSession(
  request: Request,
  secret: string,
): Promise<AdminCookieSession> {
  const storage = storageFor(request, secret);
  return storage
    .getSession(request.headers.get('Cookie'))
    .catch(() => storage.getSession());
}

export function commitAdminSession(
  request: Request,
  secret: string,
  session: AdminCookieSession,
): Promise<string> {
  return storageFor(request, secret).commitSession(session);
}

export function destroyAdminSession(
  request: Request,
  secret: string,
  session: AdminCookieSession,
): Promise<string> {
  return storageFor(request, secret).destroySession(session);
}

export function tokensFrom(session: {
  access_token: string;
  refresh_token: string;
  expires_at?: number;
  expires_in: number;
}): AdminTokens {
  return {
    access_token: session.access_token,
    refresh_token: session.refresh_token,
    expires_at:
      session.expires_at ?? Math.floor(Date.now() / 1000) + session.expires_in,
  };
}
