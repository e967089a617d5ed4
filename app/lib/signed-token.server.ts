/**
 * Small signed tokens for links we email (cart recovery, the browse offer): a JSON payload
 * and an HMAC-SHA-256 over it, both base64url, `payload.signature`. Web Crypto only, so the
 * same code runs in the worker, in Node scripts and in tests. Verification is Web Crypto's
 * `verify`, which compares in constant time.
 */

const encoder = new TextEncoder();

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary)
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[\w-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

const keyFor = (secret: string) =>
  crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    {name: 'HMAC', hash: 'SHA-256'},
    false,
    ['sign', 'verify'],
  );

/** The token for a payload; `purpose` is signed too, so one kind of token is never another. */
export async function signToken(
  purpose: string,
  payload: unknown,
  secret: string,
): Promise<string> {
  const body = toBase64Url(encoder.encode(JSON.stringify(payload)));
  const signature = await crypto.subtle.sign(
    'HMAC',
    await keyFor(secret),
    encoder.encode(`${purpose}.${body}`),
  );
  return `${body}.${toBase64Url(new Uint8Array(signature))}`;
}

/** A signature of `text` alone, for links whose data stays readable (`?products=…&sig=`). */
export async function signText(
  purpose: string,
  text: string,
  secret: string,
): Promise<string> {
  const signature = await crypto.subtle.sign(
    'HMAC',
    await keyFor(secret),
    encoder.encode(`${purpose}.${text}`),
  );
  return toBase64Url(new Uint8Array(signature));
}

/** Whether `signature` is ours for `text` (constant-time, by Web Crypto). */
export async function verifyText(
  purpose: string,
  text: string,
  signatureText: string,
  secret: string,
): Promise<boolean> {
  const signature = fromBase64Url(signatureText);
  if (!signature || text.length > 4096) return false;
  return crypto.subtle.verify(
    'HMAC',
    await keyFor(secret),
    signature,
    encoder.encode(`${purpose}.${text}`),
  );
}

/** The payload of a token we signed for this purpose, or null (malformed, tampered, other key). */
export async function verifyToken(
  purpose: string,
  token: string,
  secret: string,
): Promise<unknown> {
  if (token.length > 4096) return null;
  const [body, signatureText, extra] = token.split('.');
  if (!body || !signatureText || extra !== undefined) return null;
  const signature = fromBase64Url(signatureText);
  if (!signature) return null;
  const valid = await crypto.subtle.verify(
    'HMAC',
    await keyFor(secret),
    signature,
    encoder.encode(`${purpose}.${body}`),
  );
  if (!valid) return null;
  const json = fromBase64Url(body);
  try {
    return json
      ? (JSON.parse(new TextDecoder().decode(json)) as unknown)
      : null;
  } catch {
    return null;
  }
}
