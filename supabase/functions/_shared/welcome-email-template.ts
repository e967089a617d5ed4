/**
 * The welcome email: HTML for mail clients (tables and inline styles, which is what they
 * render reliably) plus a plain-text part. The subject holds no visitor text; the name in
 * the body is stripped of links (nameForEmail) and escaped.
 */

export const BRAND = 'Emberforge';

/** The discount codes the welcome email may carry, with what each gives. */
export const WELCOME_DISCOUNTS = {
  WELCOME10: '10% off your first order',
} as const;

export type WelcomeDiscountCode = keyof typeof WELCOME_DISCOUNTS;

/** The code every waitlist welcome email carries. */
export const WELCOME_DISCOUNT_CODE: WelcomeDiscountCode = 'WELCOME10';

/** Links and bare domains ("evil.example/x", "www.x.y", "https://..."): never mailed on a visitor's behalf. */
const URL_LIKE =
  /(?:[a-z][a-z\d+.-]*:\/\/\S*|www\.\S*|[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}(?:[/:?#]\S*)?)/giu;
const CONTROL_CHARACTERS = /[\p{Cc}\p{Cf}]/gu;

/**
 * A visitor's name as the email may show it: URLs and domains dropped, control and format
 * characters removed, spaces collapsed, at most 60 characters. Anyone can sign up any
 * address with any name, so the name must not turn our email into their message.
 */
export function nameForEmail(name: string): string {
  return [
    ...name
      .replace(URL_LIKE, ' ')
      .replace(CONTROL_CHARACTERS, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  ]
    .slice(0, 60)
    .join('')
    .trim();
}

export function isWelcomeDiscountCode(
  value: unknown,
): value is WelcomeDiscountCode {
  return typeof value === 'string' && Object.hasOwn(WELCOME_DISCOUNTS, value);
}

export type RenderedEmail = {
  subject: string;
  html: string;
  text: string;
  /** RFC 8058 one-click unsubscribe, when the email has an unsubscribe link. */
  headers?: Record<string, string>;
};

/** The visible unsubscribe link in every email's footer. */
export const UNSUBSCRIBE_LINK_LABEL = 'Unsubscribe';

/**
 * Text and its background meet WCAG AA (4.5:1; welcome-email.test.ts checks each pair):
 * white on `ember` (5.2:1) for the button, `ember` on the white card, `emberOnDark` on
 * the charcoal header.
 */
export const COLORS = {
  page: '#f4efe9',
  card: '#ffffff',
  charcoal: '#1f1a17',
  ember: '#c2410c',
  emberOnDark: '#f97316',
  muted: '#6b5f57',
  line: '#e7ddd3',
};

/**
 * When the code stops working: an ISO date, null for no end date, undefined when it is not
 * known (Shopify could not be asked): then no sentence says anything about an end.
 */
export type CodeEnd = string | null | undefined;

/** What an email says that changes with time: the launch (LAUNCH_AT) and the code's end. */
export type EmailMoment = {launched: boolean; codeEndsAt: CodeEnd; now: Date};

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  });

/** The step about using the code, from the code's real end date (the one source). */
export function codeUseStep({codeEndsAt, now}: EmailMoment): string {
  const use = 'Enter your code at checkout: it works once, on your first order';
  if (!codeEndsAt) return `${use}.`;
  return Date.parse(codeEndsAt) > now.getTime()
    ? `${use}, until ${longDate(codeEndsAt)}.`
    : `This code stopped working on ${longDate(codeEndsAt)}.`;
}

/** A button in the email (the confirmation link, ...): absolute https/http URL only. */
export type EmailAction = {label: string; url: string; note: string};

/** The parts every Emberforge email with a code has; the layout is shared. */
type CodeEmail = {
  subject: string;
  preheader: string;
  heading: string;
  intro: string;
  discountCode: WelcomeDiscountCode;
  action?: EmailAction;
  /** A plain link under the steps. */
  more?: {label: string; url: string};
  steps: string[];
  /** Why the visitor gets the email, in the footer. */
  reason: string;
  /** The address's one-click unsubscribe link (footer link and List-Unsubscribe headers). */
  unsubscribeUrl?: string;
};

export function renderWelcomeEmail(input: {
  name: string;
  discountCode: WelcomeDiscountCode;
  moment: EmailMoment;
  /** The double opt-in link, while the address is unconfirmed. */
  confirmUrl?: string;
  /** The signup's status page: place in line and referral link. */
  statusUrl?: string;
  unsubscribeUrl?: string;
}): RenderedEmail {
  const visitorName = nameForEmail(input.name) || 'friend';
  return renderCodeEmail({
    // No visitor text in the subject: it is what a mail client shows before anything else.
    subject: `🔥 You're on the list: your ${BRAND} code inside`,
    preheader: `Your code ${input.discountCode} is waiting: ${WELCOME_DISCOUNTS[input.discountCode]}.`,
    heading: `You're on the list, ${visitorName}.`,
    intro: input.moment.launched
      ? 'Thanks for signing up. The store is open, and here is something for your first order:'
      : 'Thanks for joining the waitlist. Kamado cooking is all about patience, so here is something for the wait:',
    discountCode: input.discountCode,
    action: input.confirmUrl
      ? {
          label: 'Confirm my place',
          url: input.confirmUrl,
          note: 'One click confirms this address is yours. The link works once, for 7 days.',
        }
      : undefined,
    more: input.statusUrl
      ? {
          label: 'Your place in line and your referral link',
          url: input.statusUrl,
        }
      : undefined,
    steps: input.moment.launched
      ? [
          'The grills, fuel and accessories are in the store now.',
          'Kamado tips, new recipes and first word on new accessories come by email.',
          codeUseStep(input.moment),
        ]
      : [
          'We email you the moment the doors open, before anyone else hears.',
          'Early birds get first pick of the launch grills while the batch lasts.',
          codeUseStep(input.moment),
        ],
    reason: `You get this email because this address joined the ${BRAND} waitlist. If that wasn't you, ignore it and you won't hear from us again.`,
    unsubscribeUrl: input.unsubscribeUrl,
  });
}

/** The footer newsletter's welcome (and the exit-intent popup's): the promised discount. */
export function renderNewsletterWelcomeEmail(input: {
  discountCode: WelcomeDiscountCode;
  moment: EmailMoment;
  unsubscribeUrl?: string;
}): RenderedEmail {
  return renderCodeEmail({
    subject: `🔥 Your ${BRAND} discount is inside`,
    preheader: `Your code ${input.discountCode}: ${WELCOME_DISCOUNTS[input.discountCode]}.`,
    heading: "You're in. Here is your discount.",
    intro: `Thanks for subscribing. Recipes, fire-craft and ${input.moment.launched ? 'news of new gear' : 'launch news'} are on their way, and here is the exclusive discount we promised:`,
    discountCode: input.discountCode,
    steps: [
      codeUseStep(input.moment),
      input.moment.launched
        ? 'Watch your inbox for new recipes and accessories: subscribers hear first.'
        : 'Watch your inbox for the launch: subscribers hear first.',
    ],
    reason: `You get this email because this address subscribed to the ${BRAND} newsletter. If that wasn't you, ignore it.`,
    unsubscribeUrl: input.unsubscribeUrl,
  });
}

function renderCodeEmail(email: CodeEmail): RenderedEmail {
  const offer = WELCOME_DISCOUNTS[email.discountCode];
  const code = escapeHtml(email.discountCode);
  const action = email.action
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 24px;">
<tr><td align="center">
<a href="${escapeHtml(email.action.url)}" style="display:inline-block;background:${COLORS.ember};color:#ffffff;text-decoration:none;font:bold 16px/1 Arial,Helvetica,sans-serif;padding:16px 28px;border-radius:8px;">${escapeHtml(email.action.label)}</a>
<p style="margin:12px 0 0;font:13px/1.5 Arial,Helvetica,sans-serif;color:${COLORS.muted};">${escapeHtml(email.action.note)}</p>
</td></tr>
</table>
`
    : '';

  const more = email.more
    ? `<p style="margin:0 0 24px;font-size:16px;line-height:1.6;"><a href="${escapeHtml(email.more.url)}" style="color:${COLORS.ember};">${escapeHtml(email.more.label)}</a></p>
`
    : '';

  const unsubscribe = email.unsubscribeUrl
    ? ` <a href="${escapeHtml(email.unsubscribeUrl)}" style="color:${COLORS.muted};">${UNSUBSCRIBE_LINK_LABEL}</a>`
    : '';

  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(email.subject)}</title>
</head>
<body style="margin:0;padding:0;background:${COLORS.page};">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(email.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.page};">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:${COLORS.card};border-radius:12px;overflow:hidden;font-family:Georgia,'Times New Roman',serif;color:${COLORS.charcoal};">
<tr><td style="background:${COLORS.charcoal};padding:28px 32px;">
<p style="margin:0;font:bold 14px/1 Arial,Helvetica,sans-serif;letter-spacing:4px;color:${COLORS.emberOnDark};">${BRAND.toUpperCase()}</p>
<h1 style="margin:12px 0 0;font-size:28px;line-height:1.25;color:#ffffff;">${escapeHtml(email.heading)}</h1>
</td></tr>
<tr><td style="padding:32px;">
${action}<p style="margin:0 0 16px;font-size:17px;line-height:1.6;">${escapeHtml(email.intro)}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:24px 0;">
<tr><td align="center" style="border:2px dashed ${COLORS.ember};border-radius:10px;padding:24px;">
<p style="margin:0;font:12px/1 Arial,Helvetica,sans-serif;letter-spacing:2px;text-transform:uppercase;color:${COLORS.muted};">Your code</p>
<p style="margin:12px 0;font:bold 32px/1 'Courier New',Courier,monospace;letter-spacing:4px;color:${COLORS.charcoal};">${code}</p>
<p style="margin:0;font:16px/1.4 Arial,Helvetica,sans-serif;color:${COLORS.ember};">${escapeHtml(offer)}</p>
</td></tr>
</table>
<p style="margin:0 0 8px;font:bold 13px/1 Arial,Helvetica,sans-serif;letter-spacing:1px;text-transform:uppercase;color:${COLORS.muted};">What happens next</p>
<ol style="margin:0 0 24px;padding-left:20px;font-size:16px;line-height:1.6;">
${email.steps.map((step) => `<li style="margin:0 0 6px;">${escapeHtml(step)}</li>`).join('\n')}
</ol>
${more}<p style="margin:0;font-size:16px;line-height:1.6;">See you at the fire,<br>The ${BRAND} team</p>
</td></tr>
<tr><td style="border-top:1px solid ${COLORS.line};padding:20px 32px;font:12px/1.5 Arial,Helvetica,sans-serif;color:${COLORS.muted};">
${escapeHtml(email.reason)}${unsubscribe}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;

  const text = [
    email.heading,
    '',
    ...(email.action
      ? [`${email.action.label}: ${email.action.url}`, email.action.note, '']
      : []),
    email.intro,
    '',
    `Your code: ${email.discountCode} (${offer})`,
    '',
    'What happens next',
    ...email.steps.map((step, index) => `${index + 1}. ${step}`),
    '',
    ...(email.more ? [`${email.more.label}: ${email.more.url}`, ''] : []),
    'See you at the fire,',
    `The ${BRAND} team`,
    '',
    email.reason,
    ...(email.unsubscribeUrl
      ? ['', `${UNSUBSCRIBE_LINK_LABEL}: ${email.unsubscribeUrl}`]
      : []),
  ].join('\n');

  return {
    subject: email.subject,
    html,
    text,
    ...(email.unsubscribeUrl
      ? {
          headers: {
            'List-Unsubscribe': `<${email.unsubscribeUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
  };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
