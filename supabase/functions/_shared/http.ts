/** Small HTTP helpers shared by the edge functions (Deno) and the local stand-in (Node). */

export function jsonResponse(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {'Content-Type': 'application/json', ...headers},
  });
}

/** The largest request body a function reads; a bigger one is answered 413 unread. */
export const MAX_BODY_BYTES = 16 * 1024;

export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
}

/**
 * The request's JSON body when it is an object; null for anything else (or broken JSON).
 * Reads at most `maxBytes` and throws BodyTooLargeError beyond that, whatever
 * Content-Length claims.
 */
export async function readJsonObject(
  request: Request,
  maxBytes = MAX_BODY_BYTES,
): Promise<Record<string, unknown> | null> {
  const text = await readLimitedText(request, maxBytes);
  try {
    const body: unknown = JSON.parse(text);
    return body !== null && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

async function readLimitedText(
  request: Request,
  maxBytes: number,
): Promise<string> {
  if (Number(request.headers.get('content-length')) > maxBytes)
    throw new BodyTooLargeError();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new BodyTooLargeError();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/**
 * What a caller without the service role hears from a public function: one answer for
 * every outcome (sent, not on the list, too soon, provider down), so the function cannot
 * be used to learn who signed up. The real outcome goes to the log.
 */
export function genericAnswer(
  functionName: string,
  detailed: {status: number; reason: string},
  requestId: string,
  log: (line: Record<string, unknown>) => void = (line) =>
    console.log(JSON.stringify(line)),
): Response {
  log({
    event: 'function.answered_generically',
    function: functionName,
    requestId,
    status: detailed.status,
    reason: withoutEmails(detailed.reason),
  });
  return jsonResponse(202, {status: 'accepted'});
}

export function requestIdOf(request: Request): string {
  return (
    request.headers.get('sb-request-id') ??
    request.headers.get('x-request-id') ??
    crypto.randomUUID()
  );
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The role in the caller's bearer JWT (`anon`, `service_role`, ...), or null. Supabase's
 * gateway has verified the signature before the function runs (verify_jwt = true), so
 * reading the payload is enough here.
 */
export function callerRole(request: Request): string | null {
  const token = /^Bearer\s+(\S+)$/i.exec(
    request.headers.get('authorization') ?? '',
  )?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64));
    const role = (claims as {role?: unknown} | null)?.role;
    return typeof role === 'string' ? role : null;
  } catch {
    return null;
  }
}

/** Text for a log line with every email address in it masked. */
export function withoutEmails(text: string): string {
  return text.replace(/[^\s@"'<>,;:]+@[^\s@"'<>,;:]+/g, '[email]');
}
