import {useRouteLoaderData} from 'react-router';
import type {loader as rootLoader} from '~/root';
import {FORM_STARTED_FIELD, HONEYPOT_FIELD} from '~/lib/bot-trap';

/**
 * The hidden fields of app/lib/bot-trap.server.ts, inside each waitlist form: a honeypot
 * nobody sees (off-screen, out of the tab order, hidden from assistive technology) and the
 * signed moment the page was rendered (from the root loader).
 */
export function BotTrap() {
  const formStarted =
    useRouteLoaderData<typeof rootLoader>('root')?.formStarted;
  return (
    <>
      <div
        aria-hidden="true"
        className="absolute -left-[10000px] h-px w-px overflow-hidden"
      >
        <label>
          Leave this empty
          <input
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </label>
      </div>
      {formStarted ? (
        <input type="hidden" name={FORM_STARTED_FIELD} value={formStarted} />
      ) : null}
    </>
  );
}
