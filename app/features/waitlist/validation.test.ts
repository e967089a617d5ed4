import {describe, expect, it} from 'vitest';
import {MESSAGES} from '~/lib/messages';
import {
  INVISIBLE_CHARACTERS,
  isValidEmail,
  validateExitIntentEmail,
  validateSignup,
} from './validation';

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

describe('addresses mail cannot reach (issue 24)', () => {
  it.each([
    ['zero\u200bwidth@example.com', 'a zero-width space'],
    ['soft\u00adhyphen@example.com', 'a soft hyphen'],
    ['rtl\u202emoc.elpmaxe@example.com', 'a right-to-left override'],
    ['ana(comment)@example.com', 'a comment'],
    ['ana@[127.0.0.1]', 'an address literal'],
    ['ana@127.0.0.1', 'an IP address'],
    ['ana@gmail.com.', 'a trailing-dot domain'],
    ['ana@gmail..com', 'an empty label'],
    ['.ana@example.com', 'a leading dot'],
    ['an..a@example.com', 'two dots in a row'],
    ['"ana"@example.com', 'a quoted local part'],
    ['ana@-example.com', 'a label starting with a hyphen'],
    ['ana@mailinator\u200b.com', 'an invisible character in the domain'],
  ])('refuses %j (%s) with the spec message', (email) => {
    expect(validateSignup({name: 'Ana', email})).toMatchObject({
      ok: false,
      message: MESSAGES.invalidEmail,
    });
    expect(isValidEmail(email)).toBe(false);
  });

  it.each([
    'ana@example.com',
    'ana.ruiz+grill@example.co.uk',
    'josé@exämple.com',
    'ana@xn--80ak6aa92e.xn--p1ai',
    "o'brien@example.ie",
  ])('takes %j', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it("lists exactly Unicode's control and format characters (the database has the same list)", () => {
    const unicode = /[\p{Cc}\p{Cf}]/u;
    const missing: string[] = [];
    const extra: string[] = [];
    for (let code = 1; code <= 0x10ffff; code += 1) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const char = String.fromCodePoint(code);
      const listed = INVISIBLE_CHARACTERS.test(char);
      const isCcCf = unicode.test(char);
      if (isCcCf && !listed) missing.push(code.toString(16));
      if (listed && !isCcCf) extra.push(code.toString(16));
    }
    expect(missing).toEqual([]);
    expect(extra).toEqual([]);
  });
});
