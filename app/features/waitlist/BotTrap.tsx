import {useCopy} from '~/features/markets/use-copy';
import {useRouteLoaderData} from 'react-router';
import type {loader as rootLoader} from '~/root';
import {FORM_STARTED_FIELD, HONEYPOT_FIELD} from '~/features/waitlist/bot-trap';
import type {WaitlistSubmission} from './waitlist-form.server';
import {TURNSTILE_CONTAINER_CLASS} from '~/features/waitlist/turnstile';

/**
 * The hidden fields of app/features/waitlist/bot-trap.server.ts, inside each waitlist form: a honeypot
 * nobody sees (off-screen, out of the tab order, hidden from assistive technology), the
 * signed moment the page was rendered (from the root loader; a form re-rendered for the
 * second step takes that step's new start). When Cloudflare Turnstile is on
 * (decision 0158), also its widget's container, the same for every visitor.
 */
export function BotTrap({submission}: {submission?: WaitlistSubmission}) {
  const rootData = useRouteLoaderData<typeof rootLoader>('root');
  const formStarted =
    submission?.outcome.status === 'confirm'
      ? submission.outcome.formStarted
      : rootData?.formStarted;
  return (
    <BotTrapFields
      formStarted={formStarted}
      turnstileSiteKey={rootData?.config.turnstileSiteKey}
    />
  );
}

/** The same fields for markup rendered outside a page (a fragment): no root data there. */
export function BotTrapFields({
  formStarted,
  turnstileSiteKey,
}: {
  formStarted?: string;
  turnstileSiteKey?: string | null;
}) {
  const {WAITLIST_FORM_COPY} = useCopy('waitlist');
  return (
    <>
      <div aria-hidden="true" className="bot-trap">
        <label>
          {WAITLIST_FORM_COPY.honeypot}
          <input
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
          />
        </label>
      </div>
      {formStarted ? (
        <input type="hidden" name={FORM_STARTED_FIELD} value={formStarted} />
      ) : null}
      {turnstileSiteKey ? (
        // Cloudflare's script fills this container (an iframe and the token's hidden
        // field); shown only when Cloudflare asks the visitor to interact.
        <div
          className={TURNSTILE_CONTAINER_CLASS}
          data-sitekey={turnstileSiteKey}
          data-appearance="interaction-only"
        />
      ) : null}
    </>
  );
}
