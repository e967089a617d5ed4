/**
 * Failed admin sign-ins, limited per account and per IP over a sliding window. The
 * counters live in the worker isolate's memory: enough to slow a guessing script down
 * (Supabase Auth adds its own per-IP limits on the token endpoint), not a global count.
 * See docs/decisions/0160-admin-session-and-sign-in-limits.md.
 */
const WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;
/** Bounds memory: the oldest keys go first. */
const MAX_KEYS = 10_000;

export class SignInLimiter {
  readonly #failures = new Map<string, number[]>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  isLimited(email: string, ip: string): boolean {
    return (
      this.#recent(accountKey(email)) >= MAX_FAILURES_PER_ACCOUNT ||
      this.#recent(ipKey(ip)) >= MAX_FAILURES_PER_IP
    );
  }

  recordFailure(email: string, ip: string): void {
    for (const key of [accountKey(email), ipKey(ip)]) {
      const times = this.#prune(key);
      times.push(this.#now());
      this.#failures.delete(key);
      this.#failures.set(key, times);
    }
    while (this.#failures.size > MAX_KEYS) {
      this.#failures.delete(this.#failures.keys().next().value!);
    }
  }

  /** A successful sign-in clears the account's failures (not the IP's). */
  recordSuccess(email: string): void {
    this.#failures.delete(accountKey(email));
  }

  #recent(key: string): number {
    return this.#prune(key).length;
  }

  #prune(key: string): number[] {
    const since = this.#now() - WINDOW_MS;
    const times = (this.#failures.get(key) ?? []).filter(
      (time) => time > since,
    );
    if (times.length) this.#failures.set(key, times);
    else this.#failures.delete(key);
    return times;
  }
}

function accountKey(email: string): string {
  return `account:${email.trim().toLowerCase()}`;
}
function ipKey(ip: string): string {
  return `ip:${ip}`;
}

/** The visitor's IP as Oxygen (and Cloudflare) pass it to the worker. */
export function clientIp(request: Request): string {
  return (
    request.headers.get('oxygen-buyer-ip') ??
    request.headers.get('cf-connecting-ip') ??
    request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ??
    'unknown'
  );
}

/** One limiter per isolate. */
export const signInLimiter = new SignInLimiter();
