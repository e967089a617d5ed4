import {describe, expect, it} from 'vitest';
import {MESSAGES, WELCOME_DISCOUNT} from '~/lib/messages';
import {readWaitlistResponse} from './waitlist-response';

describe('readWaitlistResponse', () => {
  it.each([
    {status: 'success', message: MESSAGES.signupJoined},
    {
      status: 'success',
      message: MESSAGES.exitIntentSuccess,
      code: WELCOME_DISCOUNT.code,
    },
    {status: 'info', message: MESSAGES.footerAlreadySubscribed},
    {status: 'error', message: MESSAGES.signupFailed},
    {
      status: 'error',
      message: MESSAGES.invalidEmail,
      fieldErrors: {email: MESSAGES.invalidEmail},
    },
  ])('reads %j as it is', (body) => {
    expect(readWaitlistResponse(JSON.parse(JSON.stringify(body)))).toEqual(
      body,
    );
  });

  it('keeps only what the contract names', () => {
    expect(
      readWaitlistResponse({
        status: 'error',
        message: MESSAGES.signupFailed,
        reason: 'unavailable',
        fieldErrors: {email: MESSAGES.invalidEmail, password: 'x'},
      }),
    ).toEqual({
      status: 'error',
      message: MESSAGES.signupFailed,
      fieldErrors: {email: MESSAGES.invalidEmail},
    });
  });

  it.each([
    null,
    'Bad Gateway',
    [],
    {},
    {status: 'success'},
    {status: 'done', message: 'ok'},
    {status: 'error', message: 'x', fieldErrors: 'email'},
  ])('refuses %j, so the form shows the spec failure text', (body) => {
    expect(readWaitlistResponse(body)).toBeNull();
  });
});
