import {describe, expect, it} from 'vitest';
import {MESSAGES} from '~/lib/messages';
import {validateExitIntentEmail, validateSignup} from './validation';

describe('validateSignup', () => {
  it.each([
    [{name: '', email: 'a@b.co'}, MESSAGES.fillAllFields],
    [{name: '   ', email: 'a@b.co'}, MESSAGES.fillAllFields],
    [{name: 'Ana', email: '  '}, MESSAGES.fillAllFields],
    [{name: undefined, email: undefined}, MESSAGES.fillAllFields],
    [{name: 'Ana', email: 'not-an-email'}, MESSAGES.invalidEmail],
    [{name: 'Ana', email: 'a@b'}, MESSAGES.invalidEmail],
    [{name: 'Ana', email: 'a b@c.de'}, MESSAGES.invalidEmail],
  ])('rejects %j with the spec message', (input, message) => {
    const result = validateSignup(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toBe(message);
  });

  it('trims the name and trims and lower-cases the email', () => {
    expect(
      validateSignup({name: '  Ana Ruiz ', email: ' Ana@Example.COM '}),
    ).toEqual({
      ok: true,
      value: {name: 'Ana Ruiz', email: 'ana@example.com'},
    });
  });

  it('marks only the empty field', () => {
    const result = validateSignup({name: 'Ana', email: ''});
    expect(result.ok || result.fieldErrors).toEqual({
      email: MESSAGES.fillAllFields,
    });
  });

  it('rejects a name longer than the database allows', () => {
    expect(validateSignup({name: 'x'.repeat(101), email: 'a@b.co'})).toEqual({
      ok: false,
      message: MESSAGES.nameTooLong(100),
      fieldErrors: {name: MESSAGES.nameTooLong(100)},
    });
    expect(MESSAGES.nameTooLong(100)).toBe(
      'Please keep your name to 100 characters or fewer',
    );
    expect(validateSignup({name: 'x'.repeat(100), email: 'a@b.co'}).ok).toBe(
      true,
    );
  });
});

describe('validateExitIntentEmail', () => {
  it('requires a pattern-valid email', () => {
    expect(validateExitIntentEmail('')).toEqual({
      ok: false,
      message: MESSAGES.invalidEmail,
    });
    expect(validateExitIntentEmail('nope')).toEqual({
      ok: false,
      message: MESSAGES.invalidEmail,
    });
    expect(validateExitIntentEmail(' Me@X.io ')).toEqual({
      ok: true,
      email: 'me@x.io',
    });
  });
});
