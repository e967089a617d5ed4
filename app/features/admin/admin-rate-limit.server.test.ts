import {describe, expect, it} from 'vitest';
import {
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_IP,
  SignInLimiter,
} from './admin-rate-limit.server';

describe('SignInLimiter', () => {
  it('limits an account after its failures, whatever the IP, for 15 minutes', () => {
    let now = 0;
    const limiter = new SignInLimiter(() => now);
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++)
      limiter.recordFailure('Chef@Example.com', `10.0.0.${i}`);
    expect(limiter.isLimited('chef@example.com', '10.9.9.9')).toBe(true);
    expect(limiter.isLimited('other@example.com', '10.9.9.9')).toBe(false);
    now += 15 * 60 * 1000 + 1;
    expect(limiter.isLimited('chef@example.com', '10.9.9.9')).toBe(false);
  });

  it('limits an IP after failures over many accounts', () => {
    const limiter = new SignInLimiter(() => 0);
    for (let i = 0; i < MAX_FAILURES_PER_IP; i++)
      limiter.recordFailure(`user${i}@example.com`, '192.0.2.1');
    expect(limiter.isLimited('new@example.com', '192.0.2.1')).toBe(true);
    expect(limiter.isLimited('new@example.com', '192.0.2.2')).toBe(false);
  });

  it('clears an account’s failures on success', () => {
    const limiter = new SignInLimiter(() => 0);
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT - 1; i++)
      limiter.recordFailure('a@example.com', '192.0.2.1');
    limiter.recordSuccess('a@example.com');
    limiter.recordFailure('a@example.com', '192.0.2.1');
    expect(limiter.isLimited('a@example.com', '192.0.2.3')).toBe(false);
  });
});
