import {describe, expect, it} from 'vitest';
import {SITE} from '../../../app/lib/site';
import {DEFAULT_LAUNCH_AT, hasLaunched} from './launch.ts';
import {
  codeUseStep,
  COLORS,
  renderWelcomeEmail,
} from './welcome-email-template.ts';

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928
        ? channel / 12.92
        : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('the welcome email', () => {
  it('has text that meets WCAG AA on its background: the button, the links, the header', () => {
    const html = renderWelcomeEmail({
      name: 'Ana',
      discountCode: 'WELCOME10',
      confirmUrl: 'https://shop.example/waitlist/confirm?token=x',
      statusUrl: 'https://shop.example/waitlist/y',
      moment: {launched: true, codeEndsAt: null, now: new Date()},
    }).html;
    // The button: white on ember.
    expect(html).toContain(`background:${COLORS.ember};color:#ffffff`);
    expect(contrast('#ffffff', COLORS.ember)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(COLORS.ember, COLORS.card)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(COLORS.muted, COLORS.card)).toBeGreaterThanOrEqual(4.5);
    expect(
      contrast(COLORS.emberOnDark, COLORS.charcoal),
    ).toBeGreaterThanOrEqual(4.5);
  });

  it("says when the code ends from the code's own end date, and nothing when it is not known", () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const use =
      'Enter your code at checkout: it works once, on your first order';
    expect(codeUseStep({launched: true, codeEndsAt: undefined, now})).toBe(
      `${use}.`,
    );
    expect(codeUseStep({launched: true, codeEndsAt: null, now})).toBe(
      `${use}.`,
    );
    expect(
      codeUseStep({launched: true, codeEndsAt: '2027-01-31T17:00:00Z', now}),
    ).toBe(`${use}, until January 31, 2027.`);
    expect(
      codeUseStep({launched: true, codeEndsAt: '2025-12-31T15:00:00Z', now}),
    ).toBe('This code stopped working on December 31, 2025.');
  });

  it("launches when the store does: the same default as the store's LAUNCH_AT", () => {
    expect(DEFAULT_LAUNCH_AT).toBe(SITE.launchAt);
    expect(hasLaunched({}, new Date('2025-12-01T14:59:59Z'))).toBe(false);
    expect(hasLaunched({}, new Date('2025-12-01T15:00:00Z'))).toBe(true);
    expect(
      hasLaunched(
        {LAUNCH_AT: '2099-01-01T00:00:00Z'},
        new Date('2026-01-01T00:00:00Z'),
      ),
    ).toBe(false);
  });
});
