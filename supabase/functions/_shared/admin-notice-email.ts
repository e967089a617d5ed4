/**
 * The notice to an admin whose TOTP factor was locked after too many wrong codes (issue 24,
 * item 2; migration 20251125170000). Queued by the database in the outbox, sent like every
 * email. It says what happened and what to do; it holds no link to follow.
 */
import type {RenderedEmail} from './welcome-email-template.ts';

export const ADMIN_NOTICE_EMAIL = {
  subject: 'Emberforge admin: your sign-in code was locked',
  lines: [
    'Someone who knew your admin password entered ten wrong authenticator codes in an hour, so the second step of your sign-in is locked for an hour.',
    'If that was not you, change your admin password now (Forgot password on the sign-in page) and sign out everywhere once you are back in.',
  ],
} as const;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function renderAdminNoticeEmail(): RenderedEmail {
  const {subject, lines} = ADMIN_NOTICE_EMAIL;
  return {
    subject,
    text: lines.join('\n\n'),
    html: `<!doctype html><html><body>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</body></html>`,
  };
}
