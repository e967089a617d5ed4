/**
 * Test helpers for the local Customer Account API: the stand-in with the local Storefront
 * API (for orders) and a Resend-shaped mailbox on free ports, and a sign-in driven over
 * HTTP the way a browser and Hydrogen's client do it (the same parameters, PKCE S256).
 */
import {createHash, randomBytes} from 'node:crypto';
import {createServer, type IncomingMessage} from 'node:http';
import type {AddressInfo} from 'node:net';
import {
  startLocalStorefront,
  type LocalStorefront,
} from '../storefront/server.ts';
import {
  startLocalCustomerAccount,
  type LocalCustomerAccount,
  type LocalCustomerAccountOptions,
} from './server.ts';

export const STORE_ORIGIN = 'http://localhost:3000';
/** What Hydrogen sends as redirect_uri for that store (always https; decision 0250). */
export const CALLBACK = 'https://localhost:3000/account/authorize';

export type MailMessage = {to: string[]; subject: string; text: string};

export type TestAccounts = {
  accounts: LocalCustomerAccount;
  storefront: LocalStorefront;
  mail: MailMessage[];
  /** Moves the stand-in's clock forward. */
  advance(ms: number): void;
  authBase: string;
  graphqlUrl: string;
  close(): Promise<void>;
};

/** A stand-in for the mailbox API: Resend's request shape, a bearer key required. */
async function startMailbox(mail: MailMessage[]) {
  const server = createServer(async (request, response) => {
    const body = await readAll(request);
    if (
      request.method !== 'POST' ||
      request.url !== '/mailbox/api/emails' ||
      !/^Bearer \S+/.test(request.headers.authorization ?? '')
    ) {
      response.writeHead(401).end();
      return;
    }
    const message = JSON.parse(body) as MailMessage & {from: string};
    mail.push(message);
    response
      .writeHead(200, {'Content-Type': 'application/json'})
      .end(JSON.stringify({id: String(mail.length)}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/mailbox/api`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function readAll(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
}

export async function startTestAccounts(
  options: Partial<LocalCustomerAccountOptions> = {},
): Promise<TestAccounts> {
  const mail: MailMessage[] = [];
  let offset = 0;
  const storefront = await startLocalStorefront({port: 0});
  const mailbox = await startMailbox(mail);
  const accounts = await startLocalCustomerAccount({
    port: 0,
    storeOrigins: [STORE_ORIGIN],
    storefrontUrl: storefront.url,
    mailboxApiUrl: mailbox.apiUrl,
    log: () => {},
    now: () => Date.now() + offset,
    ...options,
  });
  return {
    accounts,
    storefront,
    mail,
    advance: (ms) => (offset += ms),
    authBase: `${accounts.url}/authentication/${accounts.shopId}`,
    graphqlUrl: `${accounts.accountUrl}/account/customer/api/2026-04/graphql`,
    async close() {
      await Promise.all([
        accounts.close(),
        storefront.close(),
        mailbox.close(),
      ]);
    },
  };
}

/** What Hydrogen's `login()` keeps in the session and puts in the authorize URL. */
export function newAuthorization(
  accounts: LocalCustomerAccount,
  overrides: Record<string, string | null> = {},
) {
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(16).toString('base64url');
  const nonce = randomBytes(16).toString('hex');
  const params: Record<string, string | null> = {
    client_id: accounts.clientId,
    scope: 'openid email customer-account-api:full',
    response_type: 'code',
    redirect_uri: CALLBACK,
    state,
    nonce,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...overrides,
  };
  const url = new URL(
    `${accounts.url}/authentication/${accounts.shopId}/oauth/authorize`,
  );
  for (const [name, value] of Object.entries(params))
    if (value !== null) url.searchParams.set(name, value);
  return {url: url.href, verifier, state, nonce};
}

export const hiddenSignIn = (html: string) =>
  /name="sign_in" value="([^"]+)"/.exec(html)?.[1] ?? null;

export function postForm(url: string, fields: Record<string, string>) {
  return fetch(url, {
    method: 'POST',
    headers: {'Content-Type': 'application/x-www-form-urlencoded'},
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
}

/** The latest code mailed to `email`. */
export function codeFor(mail: MailMessage[], email: string): string {
  const message = mail.findLast((item) => item.to.includes(email));
  const code = message && /\b(\d{6})\b/.exec(message.subject)?.[1];
  if (!code) throw new Error(`No code was mailed to ${email}`);
  return code;
}

/** Authorize -> email -> mailed code; returns the callback the browser is sent to. */
export async function signInThroughPages(
  test: TestAccounts,
  email: string,
  authorization = newAuthorization(test.accounts),
): Promise<{callback: URL; authorization: typeof authorization}> {
  const page = await fetch(authorization.url);
  if (page.status !== 200)
    throw new Error(`authorize answered ${page.status}: ${await page.text()}`);
  const signIn = hiddenSignIn(await page.text())!;
  const codePage = await postForm(`${test.authBase}/sign-in/email`, {
    sign_in: signIn,
    email,
  });
  if (codePage.status !== 200)
    throw new Error(`email step answered ${codePage.status}`);
  const done = await postForm(`${test.authBase}/sign-in/code`, {
    sign_in: signIn,
    code: codeFor(test.mail, email),
  });
  if (done.status !== 303)
    throw new Error(`code step answered ${done.status}: ${await done.text()}`);
  return {callback: new URL(done.headers.get('location')!), authorization};
}

/** The token call Hydrogen's `authorize()` makes. */
export function exchangeCode(
  test: TestAccounts,
  fields: Record<string, string>,
): Promise<Response> {
  return postForm(`${test.authBase}/oauth/token`, {
    grant_type: 'authorization_code',
    client_id: test.accounts.clientId,
    redirect_uri: CALLBACK,
    ...fields,
  });
}

export type Tokens = {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in: number;
  token_type: string;
};

/** A signed-in customer's tokens, through the pages and the token endpoint. */
export async function signIn(
  test: TestAccounts,
  email: string,
): Promise<Tokens> {
  const {callback, authorization} = await signInThroughPages(test, email);
  const response = await exchangeCode(test, {
    code: callback.searchParams.get('code')!,
    code_verifier: authorization.verifier,
  });
  if (response.status !== 200)
    throw new Error(
      `token answered ${response.status}: ${await response.text()}`,
    );
  return (await response.json()) as Tokens;
}

export async function accountQuery<T = any>(
  test: TestAccounts,
  accessToken: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{status: number; body: {data?: T; errors?: any[]}}> {
  const response = await fetch(test.graphqlUrl, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', Authorization: accessToken},
    body: JSON.stringify({query, variables}),
  });
  return {status: response.status, body: (await response.json()) as any};
}

export function decodeJwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(
    Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'),
  ) as Record<string, unknown>;
}
