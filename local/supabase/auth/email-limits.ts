/**
 * GoTrue's limits on the emails it sends (internal/api/mail.go): one email of a kind per
 * address per SMTP max frequency (60 s by default: "For security purposes, you can only
 * request this after N seconds."), and a project-wide count per hour (RATE_LIMIT_EMAIL_SENT,
 * 30 by default: "email rate limit exceeded"). Both answer 429 over_email_send_rate_limit.
 */
import {AuthError} from './errors.ts';

export type EmailLimits = {
  /** GOTRUE_SMTP_MAX_FREQUENCY in seconds. */
  maxFrequencySeconds: number;
  /** GOTRUE_RATE_LIMIT_EMAIL_SENT: emails per hour for the project. */
  emailsPerHour: number;
};

export const DEFAULT_EMAIL_LIMITS: EmailLimits = {
  maxFrequencySeconds: 60,
  emailsPerHour: 30,
};

/** Refuses a second email of a kind to one address sooner than the frequency allows. */
export function checkSentWithin(
  sentAt: string | null,
  limits: EmailLimits,
): void {
  if (!sentAt) return;
  const left = Math.floor(
    (Date.parse(sentAt) + limits.maxFrequencySeconds * 1000 - Date.now()) /
      1000,
  );
  if (left > 0)
    throw new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${left} seconds.`,
    );
}

/** The project's emails in the last hour, as a sliding window kept in memory. */
export class EmailBudget {
  private sent: number[] = [];
  private readonly limits: EmailLimits;
  constructor(limits: EmailLimits) {
    this.limits = limits;
  }

  take(): void {
    const now = Date.now();
    this.sent = this.sent.filter((at) => now - at < 3_600_000);
    if (this.sent.length >= this.limits.emailsPerHour)
      throw new AuthError(
        429,
        'over_email_send_rate_limit',
        'email rate limit exceeded',
      );
    this.sent.push(now);
  }
}
