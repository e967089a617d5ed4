import {useCopy} from '~/features/markets/use-copy';
import {attr, FORM_DOM} from '~/elements/contract';
import {BotTrapFields} from '~/features/waitlist/BotTrap';

import {WAITLIST_DOM} from '~/features/waitlist/waitlist-contract';
import {WELCOME_DISCOUNT} from '~/lib/messages';
import {ROUTES} from '~/lib/navigation';
import {DialogCloseButton} from '~/components/DialogCloseButton';
import {FormField} from '~/components/FormField';
import {useLocalize} from '~/features/markets/use-market';

const SUCCESS_PANEL_ID = 'exit-intent-success';

/**
 * The exit-intent popup's place in the page (behaviour: exit-intent.element.ts). It is
 * shown by script only, so the page carries no markup for it: the element fetches the
 * dialog (EXIT_INTENT_PATH, in the page's market) once the popup may show.
 */
export function ExitIntentPopup() {
  return <exit-intent />;
}

/**
 * The popup's dialog, as EXIT_INTENT_PATH answers it (app/routes/api.exit-intent.tsx):
 * outside a page, so the waitlist form's signed start and Turnstile key come as props.
 */
export function ExitIntentDialog({
  botTrap,
}: {
  botTrap: {formStarted: string; turnstileSiteKey?: string | null};
}) {
  const {EXIT_INTENT_COPY, LANDING_COPY} = useCopy('landing');
  const {MESSAGES} = useCopy('messages');
  const localize = useLocalize();
  return (
    <dialog
      aria-labelledby="exit-intent-title"
      {...{closedby: 'any'}}
      className="waitlist-dialog"
    >
      <div className="relative p-6 sm:p-8">
        <DialogCloseButton />
        <waitlist-form
          {...attr(WAITLIST_DOM.kind, 'exit-intent')}
          {...attr(WAITLIST_DOM.successTarget, SUCCESS_PANEL_ID)}
        >
          <h2
            id="exit-intent-title"
            className="text-2xl font-bold tracking-tight"
          >
            {EXIT_INTENT_COPY.title(WELCOME_DISCOUNT.label)}
          </h2>
          <p className="mt-2 text-stone-600 dark:text-stone-300">
            {EXIT_INTENT_COPY.intro(WELCOME_DISCOUNT.label)}
          </p>
          <form
            method="post"
            action={localize('/?index')}
            noValidate
            className="mt-5 space-y-2"
          >
            <input type="hidden" name="intent" value="exit-intent" />
            <BotTrapFields {...botTrap} />
            <FormField
              id="exit-intent-email"
              name="email"
              type="email"
              label={EXIT_INTENT_COPY.email}
              autoComplete="email"
              required
            />
            <p
              {...attr(FORM_DOM.message)}
              role="alert"
              className="form-message min-h-5 text-sm"
            />
            <button type="submit" className="button-primary w-full">
              {EXIT_INTENT_COPY.submit}
            </button>
          </form>
          <form method="dialog" className="mt-3 text-center">
            <button
              type="submit"
              className="text-sm text-stone-600 underline underline-offset-4 dark:text-stone-300"
            >
              {MESSAGES.exitIntentDecline}
            </button>
          </form>
        </waitlist-form>
        <div id={SUCCESS_PANEL_ID} hidden tabIndex={-1} className="text-center">
          <h2 className="text-2xl font-bold tracking-tight">
            {MESSAGES.exitIntentSuccess}
          </h2>
          <p className="mt-4 text-stone-600 dark:text-stone-300">
            {EXIT_INTENT_COPY.useCode(WELCOME_DISCOUNT.label)}
          </p>
          <p className="mx-auto mt-3 w-fit rounded-xl border-2 border-dashed border-orange-600 px-6 py-3 font-mono text-2xl font-bold tracking-widest">
            {WELCOME_DISCOUNT.code}
          </p>
          <a href={localize(ROUTES.store)} className="button-primary mt-6">
            {LANDING_COPY.startShopping}
          </a>
        </div>
      </div>
    </dialog>
  );
}
