import {describe, expect, it} from 'vitest';
import {MESSAGES} from '~/lib/messages';
import {TURNSTILE_COPY} from './copy';
import {
  statusOf,
  waitlistResponseOf,
  type WaitlistSubmission,
} from './waitlist-form.server';

const submission = (
  outcome: WaitlistSubmission['outcome'],
): WaitlistSubmission => ({
  intent: 'join',
  outcome,
  values: {
    name: 'Ana',
    email: 'ana@example.com',
    ref: null,
    utm: {},
  },
});

describe('the waitlist form layer maps outcomes to HTTP', () => {
  it.each([
    [{status: 'success', message: MESSAGES.signupJoined}, 200],
    [{status: 'info', message: MESSAGES.footerAlreadySubscribed}, 200],
    [
      {
        status: 'error',
        message: MESSAGES.invalidEmail,
        reason: 'invalid-input',
      },
      400,
    ],
    [
      {status: 'error', message: MESSAGES.signupFailed, reason: 'unavailable'},
      503,
    ],
    [
      {
        status: 'error',
        message: TURNSTILE_COPY.refused,
        reason: 'challenge-failed',
      },
      403,
    ],
  ] as const)('%j answers %i', (outcome, status) => {
    expect(statusOf(submission(outcome))).toBe(status);
  });

  it('answers the visitor-facing outcome without the failure reason', () => {
    expect(
      waitlistResponseOf(
        submission({
          status: 'error',
          message: MESSAGES.fillAllFields,
          fieldErrors: {name: MESSAGES.fillAllFields},
          reason: 'invalid-input',
        }),
      ),
    ).toEqual({
      status: 'error',
      message: MESSAGES.fillAllFields,
      fieldErrors: {name: MESSAGES.fillAllFields},
    });
    expect(
      waitlistResponseOf(
        submission({
          status: 'error',
          message: MESSAGES.signupFailed,
          reason: 'unavailable',
        }),
      ),
    ).toEqual({status: 'error', message: MESSAGES.signupFailed});
  });
});
