/**
 * Cart recovery links (`/cart-recovery?cart=TOKEN`, decision 0143): the token names the
 * cart's lines (variant ids and quantities) and an expiry, signed with CART_RECOVERY_SECRET,
 * never a cart id (a cart id is a bearer credential for the cart and its buyer details).
 */
import {MAX_LINE_QUANTITY} from '~/features/cart/cart-contract.ts';
import {RECOVERY_LINK_DAYS} from './cart-recovery-link.ts';
import {signToken, verifyToken} from '~/lib/signed-token.server.ts';

const PURPOSE = 'cart-recovery:v1';
const MAX_LINES = 50;
const VARIANT_ID = /^gid:\/\/shopify\/ProductVariant\/[\w-]+$/;

export type RecoveryLine = {merchandiseId: string; quantity: number};

/**
 * The key links are signed with. The app has no default: without CART_RECOVERY_SECRET every
 * link is refused (fail closed). Only the local stand-ins (local/stand-ins.ts) set a fixed one.
 */
export function recoverySecret(env: {CART_RECOVERY_SECRET?: string}) {
  return env.CART_RECOVERY_SECRET || null;
}

export async function signRecoveryToken(
  lines: readonly RecoveryLine[],
  secret: string,
  expiresAt = Date.now() + RECOVERY_LINK_DAYS * 86_400_000,
): Promise<string> {
  return signToken(
    PURPOSE,
    {
      l: lines.map((line) => [line.merchandiseId, line.quantity]),
      x: Math.floor(expiresAt / 1000),
    },
    secret,
  );
}

export type RecoveryVerdict =
  | {ok: true; lines: RecoveryLine[]; expiresAt: number}
  | {ok: false; reason: 'invalid' | 'expired'};

/** What a link's token says, if we signed it and it has not expired. */
export async function readRecoveryToken(
  token: string | null,
  secret: string,
  now = Date.now(),
): Promise<RecoveryVerdict> {
  const payload = token ? await verifyToken(PURPOSE, token, secret) : null;
  const lines = linesOf(payload);
  const expires =
    payload && typeof payload === 'object' && 'x' in payload
      ? Number(payload.x) * 1000
      : Number.NaN;
  if (!lines || !Number.isFinite(expires))
    return {ok: false, reason: 'invalid'};
  if (now >= expires) return {ok: false, reason: 'expired'};
  return {ok: true, lines, expiresAt: expires};
}

function linesOf(payload: unknown): RecoveryLine[] | null {
  if (!payload || typeof payload !== 'object' || !('l' in payload)) return null;
  const raw = payload.l;
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_LINES)
    return null;
  const lines: RecoveryLine[] = [];
  for (const entry of raw) {
    if (!Array.isArray(entry) || entry.length !== 2) return null;
    const [merchandiseId, quantity] = entry as [unknown, unknown];
    if (
      typeof merchandiseId !== 'string' ||
      !VARIANT_ID.test(merchandiseId) ||
      !Number.isInteger(quantity) ||
      (quantity as number) < 1 ||
      (quantity as number) > MAX_LINE_QUANTITY
    )
      return null;
    lines.push({merchandiseId, quantity: quantity as number});
  }
  return lines;
}

/**
 * What to add so the cart holds at least the link's quantities: restoring twice (a double
 * click, a reload of the post) never doubles a line, and a line the shopper already has
 * more of is left alone.
 */
export function linesToAdd(
  wanted: readonly RecoveryLine[],
  current: ReadonlyArray<{merchandise: {id: string}; quantity: number}>,
): RecoveryLine[] {
  const have = new Map<string, number>();
  for (const line of current)
    have.set(
      line.merchandise.id,
      (have.get(line.merchandise.id) ?? 0) + line.quantity,
    );
  return wanted.flatMap((line) => {
    const missing = line.quantity - (have.get(line.merchandiseId) ?? 0);
    return missing > 0
      ? [{merchandiseId: line.merchandiseId, quantity: missing}]
      : [];
  });
}
