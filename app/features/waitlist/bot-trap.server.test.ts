import {describe, expect, it} from 'vitest';
import {assessFormTrap, signFormStart} from './bot-trap.server';
import {
  FORM_START_MAX_AGE_MS,
  FORM_STARTED_FIELD,
  HONEYPOT_FIELD,
} from './bot-trap';

const SECRET = 'test-session-secret';
const NOW = 1_764_000_000_000;
const form = (fields: Record<string, string>) => new URLSearchParams(fields);

describe('the waitlist forms’ fill-time trap (issue 24, item 9)', () => {
  it('takes a start a person needed time for', async () => {
    const started = await signFormStart(SECRET, NOW - 5_000);
    expect(
      await assessFormTrap(form({[FORM_STARTED_FIELD]: started}), SECRET, NOW),
    ).toBe('ok');
  });

  it('gives a second step, not a silent drop, to a post too soon, without a start, or hours old', async () => {
    const soon = await signFormStart(SECRET, NOW - 500);
    const old = await signFormStart(SECRET, NOW - FORM_START_MAX_AGE_MS - 1);
    const forty = await signFormStart(SECRET, NOW - 40 * 60_000);
    expect(
      await assessFormTrap(form({[FORM_STARTED_FIELD]: soon}), SECRET, NOW),
    ).toBe('confirm');
    expect(await assessFormTrap(form({}), SECRET, NOW)).toBe('confirm');
    expect(
      await assessFormTrap(form({[FORM_STARTED_FIELD]: old}), SECRET, NOW),
    ).toBe('confirm');
    // 40 minutes is well within a page's life (it was accepted, and still is).
    expect(
      await assessFormTrap(form({[FORM_STARTED_FIELD]: forty}), SECRET, NOW),
    ).toBe('ok');
  });

  it('takes the second step’s start after a short pause only', async () => {
    const step = await signFormStart(SECRET, NOW - 1_000, {confirm: true});
    const tooQuick = await signFormStart(SECRET, NOW - 100, {confirm: true});
    expect(step).toMatch(/^\d+\.c\.[\w-]{43}$/);
    expect(
      await assessFormTrap(form({[FORM_STARTED_FIELD]: step}), SECRET, NOW),
    ).toBe('ok');
    expect(
      await assessFormTrap(form({[FORM_STARTED_FIELD]: tooQuick}), SECRET, NOW),
    ).toBe('confirm');
  });

  it('still takes a start signed in hex, as before record 0271 (a tab opened before)', async () => {
    const started = await signFormStart(SECRET, NOW - 5_000);
    const [at, signature] = started.split('.');
    const bytes = Uint8Array.from(
      atob(signature!.replaceAll('-', '+').replaceAll('_', '/')),
      (char) => char.charCodeAt(0),
    );
    const hex = [...bytes]
      .map((byte) => byte.toString(16).padStart(2, '0'))
      .join('');
    expect(
      await assessFormTrap(
        form({[FORM_STARTED_FIELD]: `${at}.${hex}`}),
        SECRET,
        NOW,
      ),
    ).toBe('ok');
  });

  it('calls a forged start or a filled honeypot a bot', async () => {
    const plain = await signFormStart(SECRET, NOW - 1_000);
    const [at, signature] = plain.split('.');
    // The confirmation mark cannot be added to a plain start: it is signed.
    expect(
      await assessFormTrap(
        form({[FORM_STARTED_FIELD]: `${at}.c.${signature}`}),
        SECRET,
        NOW,
      ),
    ).toBe('bot');
    expect(
      await assessFormTrap(
        form({[FORM_STARTED_FIELD]: `${NOW - 60_000}.${'0'.repeat(64)}`}),
        SECRET,
        NOW,
      ),
    ).toBe('bot');
    expect(
      await assessFormTrap(
        form({[FORM_STARTED_FIELD]: 'garbage'}),
        SECRET,
        NOW,
      ),
    ).toBe('bot');
    expect(
      await assessFormTrap(form({[HONEYPOT_FIELD]: 'x'}), SECRET, NOW),
    ).toBe('bot');
  });

  it('is off with a minimum of 0 (the test robots), the honeypot still on', async () => {
    expect(await assessFormTrap(form({}), SECRET, NOW, 0)).toBe('ok');
    expect(
      await assessFormTrap(form({[HONEYPOT_FIELD]: 'x'}), SECRET, NOW, 0),
    ).toBe('bot');
  });
});
