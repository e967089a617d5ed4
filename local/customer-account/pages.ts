/**
 * The pages a shopper sees on the local Customer Account API: the sign-in (email, then the
 * 6-digit code from the mailbox), the refusals a browser meets, and the signed-out page.
 * Plain forms, no scripts, so they work with JavaScript off as Shopify's do.
 */
import {escapeHtml} from '../storefront/html.ts';

export type PageOptions = {
  shopName: string;
  /**
   * Origins a form post may end up at: the code form's answer redirects to the store's
   * callback, and browsers apply `form-action` to a post's redirects too.
   */
  formTargets: string[];
};

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f6f4f1;color:#1d1b19}
main{max-width:26rem;margin:4rem auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px #0002}
h1{font-size:1.4rem;margin:0 0 1rem}label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{width:100%;box-sizing:border-box;font:inherit;padding:.6rem;border:1px solid #8a8580;border-radius:6px}
button{margin-top:1rem;font:inherit;padding:.6rem 1rem;border:0;border-radius:6px;background:#1d1b19;color:#fff;cursor:pointer}
.error{color:#a3261b;font-weight:600}.muted{color:#5c5752;font-size:.9rem}.link{background:none;color:#1d1b19;text-decoration:underline;padding:0}`;

function page(
  {shopName, formTargets}: PageOptions,
  title: string,
  body: string,
  status = 200,
): Response {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(shopName)}</title><style>${STYLE}</style></head>
<body><main><p class="muted">${escapeHtml(shopName)} · local customer accounts</p>${body}</main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; form-action ${["'self'", ...formTargets].join(' ')}; base-uri 'none'; frame-ancestors 'none'`,
      'Referrer-Policy': 'no-referrer',
    },
  });
}

function errorLine(message: string | null): string {
  return message
    ? `<p class="error" role="alert">${escapeHtml(message)}</p>`
    : '';
}

export function emailPage(
  options: PageOptions,
  {
    action,
    signInId,
    email,
    error,
  }: {
    action: string;
    signInId: string;
    email: string | null;
    error: string | null;
  },
): Response {
  return page(
    options,
    'Sign in',
    `<h1>Sign in</h1>
<p>Enter your email and we will send you a 6-digit code.</p>${errorLine(error)}
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="sign_in" value="${escapeHtml(signInId)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(email ?? '')}">
<button type="submit">Continue</button>
</form>`,
    error ? 422 : 200,
  );
}

export function codePage(
  options: PageOptions,
  {
    action,
    resendAction,
    signInId,
    email,
    mailbox,
    error,
  }: {
    action: string;
    resendAction: string;
    signInId: string;
    email: string;
    mailbox: string | null;
    error: string | null;
  },
): Response {
  return page(
    options,
    'Enter your code',
    `<h1>Enter your code</h1>
<p>We sent a 6-digit code to <strong>${escapeHtml(email)}</strong>.${
      mailbox
        ? ` Locally it arrives in the <a href="${escapeHtml(mailbox)}">mailbox</a>.`
        : ''
    }</p>${errorLine(error)}
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="sign_in" value="${escapeHtml(signInId)}">
<label for="code">6-digit code</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9 ]{6,7}" maxlength="7" required>
<button type="submit">Sign in</button>
</form>
<form method="post" action="${escapeHtml(resendAction)}">
<input type="hidden" name="sign_in" value="${escapeHtml(signInId)}">
<input type="hidden" name="email" value="${escapeHtml(email)}">
<button class="link" type="submit">Send a new code</button>
</form>`,
    error ? 422 : 200,
  );
}

/** A refusal the browser sees: what happened, and a way on. */
export function refusalPage(
  options: PageOptions,
  {
    title,
    message,
    error,
    link,
    status,
  }: {
    title: string;
    message: string;
    /** The OAuth error code, shown for developers. */
    error?: string;
    link?: {href: string; text: string};
    status: number;
  },
): Response {
  return page(
    options,
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>${
      error
        ? `<p class="muted">Error: <code>${escapeHtml(error)}</code></p>`
        : ''
    }${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : ''}`,
    status,
  );
}

export function signedOutPage(options: PageOptions): Response {
  return page(options, 'Signed out', '<h1>You are signed out</h1>');
}

/** The code email: plain and HTML, as a shop's sign-in email would be. */
export function codeEmail(shopName: string, code: string) {
  return {
    subject: `${code} is your ${shopName} sign-in code`,
    text: `Your sign-in code is ${code}. It works once, for 10 minutes. If you did not ask to sign in to ${shopName}, ignore this email.`,
    html: `<p>Your sign-in code is</p><p style="font-size:28px;letter-spacing:4px"><strong>${escapeHtml(code)}</strong></p><p>It works once, for 10 minutes. If you did not ask to sign in to ${escapeHtml(shopName)}, ignore this email.</p>`,
  };
}
