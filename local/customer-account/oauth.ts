/**
 * The OAuth 2.0 / OpenID Connect side of the local Customer Account API: the checks of an
 * authorization request, the emailed sign-in codes, authorization codes bound to PKCE
 * (S256), access and refresh tokens, id tokens and sign-out. HTTP lives in server.ts; this
 * module decides. Errors use RFC 6749's codes, which is what Shopify's endpoints answer.
 */
import {
  createHash,
  createPrivateKey,
  generateKeyPairSync,
  randomBytes,
  randomInt,
  sign,
  timingSafeEqual,
  verify,
  type JsonWebKey,
  type KeyObject,
} from 'node:crypto';

/** RFC 6749 §5.2 / §4.1.2.1 error codes, as the token and authorize endpoints send them. */
export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unauthorized_client'
  | 'unsupported_grant_type'
  | 'unsupported_response_type'
  | 'invalid_scope'
  | 'access_denied';

export class OAuthError extends Error {
  readonly code: OAuthErrorCode;
  constructor(code: OAuthErrorCode, description: string) {
    super(description);
    this.code = code;
  }
}

/** The scopes a Customer Account API client may ask for (Hydrogen asks for all three). */
const KNOWN_SCOPES = new Set([
  'openid',
  'email',
  'customer-account-api:full',
  // The scope of the older client flow that exchanged tokens (Hydrogen without SHOP_ID).
  'https://api.customers.com/auth/customer.graphql',
]);

const SIGN_IN_LIFETIME_MS = 30 * 60_000;
const EMAIL_CODE_LIFETIME_MS = 10 * 60_000;
const EMAIL_CODE_TRIES = 5;
/** RFC 6749 §4.1.2: short-lived, ten minutes at most. */
const AUTHORIZATION_CODE_LIFETIME_MS = 5 * 60_000;
const PKCE_VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

export type AuthorizationRequest = {
  clientId: string;
  redirectUri: string;
  scope: string;
  state: string;
  nonce: string | null;
  codeChallenge: string;
  loginHint: string | null;
};

/** One visit to the sign-in page, from the authorize request to the code it ends with. */
export type SignIn = {
  id: string;
  request: AuthorizationRequest;
  expiresAt: number;
  email: string | null;
  emailCode: {
    hash: string;
    expiresAt: number;
    triesLeft: number;
  } | null;
  done: boolean;
};

type Grant = {
  /** The sign-in session (`sid` in the id token): what sign-out ends. */
  sid: string;
  clientId: string;
  customerId: string;
  scope: string;
  revoked: boolean;
};

type AuthorizationCode = {
  grant: Grant;
  redirectUri: string;
  codeChallenge: string;
  nonce: string | null;
  expiresAt: number;
  used: boolean;
};

type AccessToken = {grant: Grant; expiresAt: number};
type RefreshToken = {grant: Grant; used: boolean};

export type TokenResponse = {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
  id_token?: string;
  scope: string;
};

export type AuthorizationServerOptions = {
  issuer: string;
  clientId: string;
  /** Callback URIs registered for the client, compared as exact strings (RFC 6749 §3.1.2). */
  redirectUris: string[];
  /** Where the client may send the browser after sign-out. */
  logoutUris: string[];
  accessTokenLifetimeSeconds: number;
  now?: () => number;
};

export type SignInCodeCheck =
  | {ok: true; signIn: SignIn}
  | {
      ok: false;
      reason: 'wrong' | 'expired' | 'no-code' | 'too-many';
      triesLeft: number;
    };

export class AuthorizationServer {
  readonly issuer: string;
  readonly clientId: string;
  private readonly redirectUris: Set<string>;
  private readonly logoutUris: Set<string>;
  private readonly accessTokenLifetimeSeconds: number;
  private readonly now: () => number;
  private readonly signIns = new Map<string, SignIn>();
  private readonly codes = new Map<string, AuthorizationCode>();
  /** Tokens given by each code: a code used twice revokes them (RFC 6749 §4.1.2). */
  private readonly accessTokens = new Map<string, AccessToken>();
  private readonly refreshTokens = new Map<string, RefreshToken>();
  private readonly grants = new Map<string, Grant>();
  private readonly signingKey: KeyObject;
  readonly publicJwk: JsonWebKey & {kid: string};

  constructor(options: AuthorizationServerOptions) {
    this.issuer = options.issuer;
    this.clientId = options.clientId;
    this.redirectUris = new Set(options.redirectUris);
    this.logoutUris = new Set(options.logoutUris.map(normaliseUrl));
    this.accessTokenLifetimeSeconds = options.accessTokenLifetimeSeconds;
    this.now = options.now ?? Date.now;
    const {privateKey, publicKey} = generateKeyPairSync('rsa', {
      modulusLength: 2048,
    });
    this.signingKey = createPrivateKey(
      privateKey.export({format: 'pem', type: 'pkcs8'}),
    );
    const kid = createHash('sha256')
      .update(publicKey.export({format: 'der', type: 'spki'}))
      .digest('base64url')
      .slice(0, 16);
    this.publicJwk = {
      ...publicKey.export({format: 'jwk'}),
      kid,
      alg: 'RS256',
      use: 'sig',
    };
  }

  /** Whether the browser may be sent back to this callback (a registered one). */
  isRegisteredRedirect(clientId: string | null, redirectUri: string | null) {
    return (
      clientId === this.clientId &&
      redirectUri !== null &&
      this.redirectUris.has(redirectUri)
    );
  }

  /**
   * The checks that need a redirect back to the client to report (RFC 6749 §4.1.2.1): run
   * after the client and callback were found good. Returns the request or throws OAuthError.
   */
  checkAuthorizationRequest(params: URLSearchParams): AuthorizationRequest {
    if (params.get('response_type') !== 'code')
      throw new OAuthError(
        'unsupported_response_type',
        'The response_type must be code.',
      );
    const scope = params.get('scope')?.trim() ?? '';
    const scopes = scope.split(/\s+/).filter(Boolean);
    if (!scopes.includes('openid'))
      throw new OAuthError('invalid_scope', 'The scope must include openid.');
    const unknown = scopes.find((item) => !KNOWN_SCOPES.has(item));
    if (unknown)
      throw new OAuthError('invalid_scope', `Unknown scope: ${unknown}.`);
    const state = params.get('state');
    if (!state)
      throw new OAuthError(
        'invalid_request',
        'The state parameter is required.',
      );
    const codeChallenge = params.get('code_challenge');
    if (!codeChallenge)
      throw new OAuthError(
        'invalid_request',
        'A code_challenge is required (PKCE).',
      );
    if (params.get('code_challenge_method') !== 'S256')
      throw new OAuthError(
        'invalid_request',
        'The code_challenge_method must be S256.',
      );
    if (!/^[A-Za-z0-9_-]{43}$/.test(codeChallenge))
      throw new OAuthError(
        'invalid_request',
        'The code_challenge is not a base64url SHA-256 digest.',
      );
    return {
      clientId: params.get('client_id')!,
      redirectUri: params.get('redirect_uri')!,
      scope: scopes.join(' '),
      state,
      nonce: params.get('nonce'),
      codeChallenge,
      loginHint: params.get('login_hint'),
    };
  }

  startSignIn(request: AuthorizationRequest): SignIn {
    // Sign-ins left half-way are forgotten once over their half hour.
    const now = this.now();
    for (const [id, old] of this.signIns)
      if (old.expiresAt < now) this.signIns.delete(id);
    const signIn: SignIn = {
      id: randomToken(),
      request,
      expiresAt: this.now() + SIGN_IN_LIFETIME_MS,
      email: null,
      emailCode: null,
      done: false,
    };
    this.signIns.set(signIn.id, signIn);
    return signIn;
  }

  /** The sign-in in progress, or null when unknown, finished or over its half hour. */
  signIn(id: string | null): SignIn | null {
    const signIn = id ? this.signIns.get(id) : undefined;
    if (!signIn || signIn.done || signIn.expiresAt < this.now()) return null;
    return signIn;
  }

  /** A new 6-digit code for the email (a previous one stops working). Returns the code to mail. */
  issueEmailCode(signIn: SignIn, email: string): string {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    signIn.email = email;
    signIn.emailCode = {
      hash: digest(code),
      expiresAt: this.now() + EMAIL_CODE_LIFETIME_MS,
      triesLeft: EMAIL_CODE_TRIES,
    };
    return code;
  }

  checkEmailCode(signIn: SignIn, code: string): SignInCodeCheck {
    const current = signIn.emailCode;
    if (!current) return {ok: false, reason: 'no-code', triesLeft: 0};
    if (current.triesLeft <= 0)
      return {ok: false, reason: 'too-many', triesLeft: 0};
    if (current.expiresAt < this.now())
      return {ok: false, reason: 'expired', triesLeft: current.triesLeft};
    if (!sameDigest(digest(code.replace(/\s+/g, '')), current.hash)) {
      current.triesLeft -= 1;
      return current.triesLeft > 0
        ? {ok: false, reason: 'wrong', triesLeft: current.triesLeft}
        : {ok: false, reason: 'too-many', triesLeft: 0};
    }
    return {ok: true, signIn};
  }

  /** Ends the sign-in with an authorization code for the customer (single use). */
  issueAuthorizationCode(signIn: SignIn, customerId: string): string {
    signIn.done = true;
    this.signIns.delete(signIn.id);
    const grant: Grant = {
      sid: randomToken(),
      clientId: signIn.request.clientId,
      customerId,
      scope: signIn.request.scope,
      revoked: false,
    };
    this.grants.set(grant.sid, grant);
    const code = randomToken();
    this.codes.set(code, {
      grant,
      redirectUri: signIn.request.redirectUri,
      codeChallenge: signIn.request.codeChallenge,
      nonce: signIn.request.nonce,
      expiresAt: this.now() + AUTHORIZATION_CODE_LIFETIME_MS,
      used: false,
    });
    return code;
  }

  /** The token endpoint: every refusal is an OAuthError (RFC 6749 §5.2). */
  token(form: URLSearchParams, customerEmail: (id: string) => string | null) {
    const grantType = form.get('grant_type');
    if (!grantType)
      throw new OAuthError('invalid_request', 'The grant_type is required.');
    const clientId = form.get('client_id');
    if (!clientId)
      throw new OAuthError('invalid_request', 'The client_id is required.');
    if (clientId !== this.clientId)
      throw new OAuthError('invalid_client', 'Unknown client.');
    if (grantType === 'authorization_code')
      return this.exchangeCode(form, customerEmail);
    if (grantType === 'refresh_token') return this.refresh(form);
    throw new OAuthError(
      'unsupported_grant_type',
      `The grant_type ${grantType} is not supported.`,
    );
  }

  private exchangeCode(
    form: URLSearchParams,
    customerEmail: (id: string) => string | null,
  ): TokenResponse {
    const code = form.get('code');
    const redirectUri = form.get('redirect_uri');
    const verifier = form.get('code_verifier');
    if (!code || !redirectUri || !verifier)
      throw new OAuthError(
        'invalid_request',
        'The code, redirect_uri and code_verifier are required.',
      );
    const issued = this.codes.get(code);
    if (!issued)
      throw new OAuthError(
        'invalid_grant',
        'The authorization code is invalid.',
      );
    if (issued.used) {
      // A code presented twice: whoever has it is not to be trusted, nor what it gave.
      this.revoke(issued.grant);
      throw new OAuthError(
        'invalid_grant',
        'The authorization code has already been used.',
      );
    }
    issued.used = true;
    if (issued.expiresAt < this.now())
      throw new OAuthError(
        'invalid_grant',
        'The authorization code has expired.',
      );
    if (issued.grant.clientId !== form.get('client_id'))
      throw new OAuthError(
        'invalid_grant',
        'The authorization code was issued to another client.',
      );
    if (issued.redirectUri !== redirectUri)
      throw new OAuthError(
        'invalid_grant',
        'The redirect_uri does not match the authorization request.',
      );
    if (
      !PKCE_VERIFIER.test(verifier) ||
      !sameDigest(
        createHash('sha256').update(verifier).digest('base64url'),
        issued.codeChallenge,
      )
    )
      throw new OAuthError(
        'invalid_grant',
        'The code_verifier does not match the code_challenge.',
      );
    if (issued.grant.revoked)
      throw new OAuthError('invalid_grant', 'The sign-in has ended.');
    return {
      ...this.issueTokens(issued.grant),
      id_token: this.idToken(
        issued.grant,
        issued.nonce,
        customerEmail(issued.grant.customerId),
      ),
    };
  }

  private refresh(form: URLSearchParams): TokenResponse {
    const token = form.get('refresh_token');
    if (!token)
      throw new OAuthError('invalid_request', 'The refresh_token is required.');
    const record = this.refreshTokens.get(token);
    if (!record || record.grant.revoked)
      throw new OAuthError('invalid_grant', 'The refresh token is invalid.');
    if (record.grant.clientId !== form.get('client_id'))
      throw new OAuthError(
        'invalid_grant',
        'The refresh token was issued to another client.',
      );
    if (record.used) {
      // Refresh tokens rotate: an old one coming back means it leaked.
      this.revoke(record.grant);
      throw new OAuthError(
        'invalid_grant',
        'The refresh token has already been used.',
      );
    }
    record.used = true;
    return this.issueTokens(record.grant);
  }

  private issueTokens(grant: Grant): TokenResponse {
    const accessToken = `shcat_${randomToken()}`;
    const refreshToken = `shcrt_${randomToken()}`;
    this.accessTokens.set(accessToken, {
      grant,
      expiresAt: this.now() + this.accessTokenLifetimeSeconds * 1000,
    });
    this.refreshTokens.set(refreshToken, {grant, used: false});
    return {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: this.accessTokenLifetimeSeconds,
      refresh_token: refreshToken,
      scope: grant.scope,
    };
  }

  /** The customer an access token speaks for, or null (unknown, expired or signed out). */
  customerOf(accessToken: string): string | null {
    const record = this.accessTokens.get(accessToken);
    if (!record || record.grant.revoked || record.expiresAt < this.now())
      return null;
    return record.grant.customerId;
  }

  /** Every access token ever given to the customer: orders placed with one are theirs. */
  tokensOf(customerId: string): Set<string> {
    return new Set(
      [...this.accessTokens]
        .filter(([, record]) => record.grant.customerId === customerId)
        .map(([token]) => token),
    );
  }

  /**
   * RP-initiated sign-out: ends the sign-in the id token names. Returns where to send the
   * browser (a registered logout URI), null for the stand-in's own page, or throws.
   */
  logout(params: URLSearchParams): string | null {
    const hint = params.get('id_token_hint');
    const target = params.get('post_logout_redirect_uri');
    const claims = hint ? this.verifyIdToken(hint) : null;
    if (hint && !claims)
      throw new OAuthError(
        'invalid_request',
        'The id_token_hint is not valid.',
      );
    if (target && !claims)
      throw new OAuthError(
        'invalid_request',
        'A post_logout_redirect_uri needs an id_token_hint.',
      );
    if (target && !this.logoutUris.has(normaliseUrl(target)))
      throw new OAuthError(
        'invalid_request',
        'The post_logout_redirect_uri is not registered for this client.',
      );
    if (claims) {
      const grant = this.grants.get(claims.sid);
      if (grant) this.revoke(grant);
    }
    return target;
  }

  reset(): void {
    for (const map of [
      this.signIns,
      this.codes,
      this.accessTokens,
      this.refreshTokens,
      this.grants,
    ])
      map.clear();
  }

  private revoke(grant: Grant): void {
    grant.revoked = true;
  }

  private idToken(grant: Grant, nonce: string | null, email: string | null) {
    const issuedAt = Math.floor(this.now() / 1000);
    return this.signJwt({
      iss: this.issuer,
      sub: grant.customerId,
      aud: grant.clientId,
      iat: issuedAt,
      exp: issuedAt + this.accessTokenLifetimeSeconds,
      auth_time: issuedAt,
      sid: grant.sid,
      ...(nonce ? {nonce} : {}),
      ...(email ? {email, email_verified: true} : {}),
    });
  }

  private signJwt(payload: Record<string, unknown>): string {
    const header = {alg: 'RS256', typ: 'JWT', kid: this.publicJwk.kid};
    const input = `${base64url(header)}.${base64url(payload)}`;
    const signature = sign('sha256', Buffer.from(input), this.signingKey);
    return `${input}.${signature.toString('base64url')}`;
  }

  /** Our own id token's claims when its signature and issuer check out (expiry is not checked: RP sign-out allows it). */
  private verifyIdToken(token: string): {sid: string} | null {
    const [header, payload, signature] = token.split('.');
    if (!header || !payload || !signature) return null;
    const good = verify(
      'sha256',
      Buffer.from(`${header}.${payload}`),
      this.signingKey,
      Buffer.from(signature, 'base64url'),
    );
    if (!good) return null;
    try {
      const claims = JSON.parse(
        Buffer.from(payload, 'base64url').toString('utf8'),
      ) as {iss?: unknown; sid?: unknown};
      return claims.iss === this.issuer && typeof claims.sid === 'string'
        ? {sid: claims.sid}
        : null;
    } catch {
      return null;
    }
  }
}

function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

function digest(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function normaliseUrl(value: string): string {
  try {
    return new URL(value).href;
  } catch {
    return value;
  }
}
