/**
 * Worker tests as a signed-in admin: an admin made with local Auth's admin API (service
 * role), then signed in through the worker's own pages (login, TOTP enrolment, verify), so
 * the cookie is the one a browser would hold. TOTP codes come from the factor's secret.
 */
import * as OTPAuth from 'otpauth';

export const TEST_ADMIN_PASSWORD = 'grill-master-password-1';

type Fetch = (path: string, init?: RequestInit) => Promise<Response>;
type Supabase = {url: string; serviceRoleKey: string};

/** What a browser on our own admin pages sends with a post. */
export const SAME_ORIGIN = {'Sec-Fetch-Site': 'same-origin'} as const;

let counter = 0;
export function uniqueAdminEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${counter++}@example.com`;
}

export async function createAdminUser(
  supabase: Supabase,
  email: string,
  role: string | null = 'admin',
): Promise<string> {
  const response = await fetch(`${supabase.url}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: supabase.serviceRoleKey,
      Authorization: `Bearer ${supabase.serviceRoleKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      email,
      password: TEST_ADMIN_PASSWORD,
      email_confirm: true,
      app_metadata: role ? {role} : {},
    }),
  });
  if (!response.ok) throw new Error(`createUser: ${await response.text()}`);
  return ((await response.json()) as {id: string}).id;
}

/**
 * The TOTP code of the time step `offset` steps from now. GoTrue accepts one step either
 * side, and the app refuses a code used before: a second sign-in in the same 30 s uses the
 * next step's code (offset 1), as an authenticator app would a moment later.
 */
export function totpCode(secret: string, offset = 0): string {
  return new OTPAuth.TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(secret),
  }).generate({timestamp: Date.now() + offset * 30_000});
}

/** The `admin_session` cookie a response sets, as a Cookie header value (or null). */
export function sessionCookieOf(response: Response): string | null {
  const header = response.headers.get('Set-Cookie') ?? '';
  const match = /(?:^|,\s*)(admin_session=[^;]*)/.exec(header);
  return match ? match[1]! : null;
}

export type AdminBrowser = {
  email: string;
  /** The cookie as it stands (updated by every answer that sets it). */
  cookie: string;
  secret: string;
  /** A request with the cookie (and, for posts, the same-origin header). */
  fetch(path: string, init?: RequestInit): Promise<Response>;
};

/** A browser-like session: keeps the admin cookie across requests. */
export function adminBrowser(
  fetchWorker: Fetch,
  email: string,
  cookie = '',
): AdminBrowser {
  const browser: AdminBrowser = {
    email,
    cookie,
    secret: '',
    async fetch(path, init = {}) {
      const headers = new Headers(init.headers);
      if (browser.cookie) headers.set('Cookie', browser.cookie);
      if ((init.method ?? 'GET') !== 'GET')
        headers.set('Sec-Fetch-Site', 'same-origin');
      const response = await fetchWorker(path, {...init, headers});
      const next = sessionCookieOf(response);
      if (next !== null) browser.cookie = next;
      return response;
    },
  };
  return browser;
}

/** Posts the login form; the browser holds the aal1 cookie afterwards. */
export function postLogin(
  browser: AdminBrowser,
  password = TEST_ADMIN_PASSWORD,
  headers: Record<string, string> = {},
): Promise<Response> {
  return browser.fetch('/admin/login', {
    method: 'POST',
    headers,
    body: new URLSearchParams({email: browser.email, password}),
  });
}

/**
 * A new admin, signed in with password and a freshly enrolled TOTP factor (aal2), through
 * the worker's pages.
 */
export async function signedInAdmin(
  fetchWorker: Fetch,
  supabase: Supabase,
  prefix = 'admin',
): Promise<AdminBrowser> {
  const email = uniqueAdminEmail(prefix);
  await createAdminUser(supabase, email);
  const browser = adminBrowser(fetchWorker, email);
  const login = await postLogin(browser);
  if (!login.headers.get('location')?.startsWith('/admin/enroll'))
    throw new Error(
      `login answered ${login.status} ${login.headers.get('location')}`,
    );
  const page = await (await browser.fetch('/admin/enroll')).text();
  const secret = /data-testid="totp-secret"[^>]*>([A-Z2-7]+)</.exec(page)?.[1];
  if (!secret) throw new Error('no TOTP secret on the enrolment page');
  browser.secret = secret;
  const enrolled = await browser.fetch('/admin/enroll', {
    method: 'POST',
    body: new URLSearchParams({code: totpCode(secret)}),
  });
  if (enrolled.headers.get('location') !== '/admin/dashboard')
    throw new Error(`enrolment answered ${enrolled.status}`);
  return browser;
}

/**
 * The Supabase tokens inside an `admin_session` cookie. React Router's cookie session is
 * signed, not encrypted: base64 of the JSON, a dot, the signature, URI-encoded.
 */
export function tokensInCookie(cookie: string): {
  access_token: string;
  refresh_token: string;
  expires_at: number;
} {
  const value = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
  const encoded = value.slice(0, value.lastIndexOf('.'));
  const json = Buffer.from(encoded, 'base64').toString('utf8');
  return (JSON.parse(json) as {tokens: ReturnType<typeof tokensInCookie>})
    .tokens;
}
