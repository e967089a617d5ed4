import {useCopy} from '~/features/markets/use-copy';
import {useActionData, useLocation} from 'react-router';
import {attr, FORM_DOM} from '~/elements/contract';
import {BotTrap} from './BotTrap';

import {WAITLIST_DOM} from './waitlist-contract';
import {noticeIn, pathWithoutNotice} from '~/lib/notices';
import type {WaitlistSubmission} from '~/features/waitlist/waitlist-form.server';

export const NEWSLETTER_ANCHOR = 'newsletter';
/** The hidden field naming the page to come back to after a post without JavaScript. */
export const NEWSLETTER_RETURN_FIELD = 'redirectTo';

/**
 * The footer newsletter. Without JavaScript it posts to the root route's action ("/",
 * the layout, not the index page), which sends the visitor back to this page with the
 * outcome in the URL (`?notice=…#newsletter`), shown here; with JavaScript
 * <waitlist-form> posts in place. Email required by the browser only (SPEC 5).
 */
export function NewsletterForm() {
  const {WAITLIST_FORM_COPY} = useCopy('waitlist');
  const submission = useActionData<WaitlistSubmission>();
  const location = useLocation();
  const own = submission?.intent === 'newsletter' ? submission : undefined;
  const outcome = own
    ? {
        message: own.outcome.message,
        tone: own.outcome.status === 'confirm' ? 'info' : own.outcome.status,
      }
    : noticeIn(location.search, 'newsletter');
  // An error or the second step keeps what was typed and the post's own key (issue 24).
  const kept =
    own?.outcome.status === 'error' || own?.outcome.status === 'confirm'
      ? own
      : undefined;
  return (
    <div id={NEWSLETTER_ANCHOR} className="newsletter">
      <h2>{WAITLIST_FORM_COPY.newsletterTitle}</h2>
      <waitlist-form {...attr(WAITLIST_DOM.kind, 'newsletter')}>
        <form
          method="post"
          // The root layout's action, whose one URL is `/` (a market's home is a route
          // with a path, which would take the post): it sends the visitor back to this
          // page in its market (redirectTo). A failure without JavaScript shows on `/`.
          action={`/#${NEWSLETTER_ANCHOR}`}
        >
          <input type="hidden" name="intent" value="newsletter" />
          <BotTrap submission={kept} />
          <input
            type="hidden"
            name={NEWSLETTER_RETURN_FIELD}
            value={
              kept?.returnTo ??
              pathWithoutNotice(location.pathname, location.search)
            }
          />
          <label htmlFor="newsletter-email" className="sr-only">
            {WAITLIST_FORM_COPY.newsletterEmail}
          </label>
          <input
            id="newsletter-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder={WAITLIST_FORM_COPY.emailPlaceholder}
            defaultValue={kept?.values.email}
            className="pill-input"
          />
          <button type="submit" className="button-primary">
            {WAITLIST_FORM_COPY.subscribe}
          </button>
        </form>
        <p
          {...attr(FORM_DOM.message)}
          {...attr(FORM_DOM.tone, outcome?.tone)}
          role="status"
          className="form-message"
        >
          {outcome?.message}
        </p>
      </waitlist-form>
    </div>
  );
}
