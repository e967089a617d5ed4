import {useCopy} from '~/features/markets/use-copy';
import {attr, FORM_DOM} from '~/elements/contract';

import type {WaitlistSubmission} from '~/features/waitlist/waitlist-form.server';
import type {
  JoinForm,
  UtmValues,
} from '~/features/waitlist/signup-source.server';
import {BotTrap} from './BotTrap';
import {FormField} from '~/components/FormField';

import {WAITLIST_DOM} from './waitlist-contract';
import {useLocalize} from '~/features/markets/use-market';

/**
 * The waitlist's join form (name and email; the welcome email carries the code). Without
 * JavaScript it posts to the landing page's action, which answers on the landing page;
 * with JavaScript <waitlist-form> posts to WAITLIST_DATA_PATH and answers in place.
 */
export function WaitlistJoinForm({
  idPrefix,
  submitLabel,
  submission,
  closesDialog,
  referrerCode = null,
  form,
  utm,
}: {
  /** Keeps the fields' ids unique when the form is on a page twice. */
  idPrefix: string;
  submitLabel: string;
  /** A failed no-JS post, re-rendered with its messages and values. */
  submission?: WaitlistSubmission;
  closesDialog?: string;
  /** The code of the friend's link the visitor came through (`/?ref=`). */
  referrerCode?: string | null;
  /** Which form this is, stored with the signup (the same for every visitor). */
  form: JoinForm;
  /**
   * The landing URL's UTM values, only on a page rendered for one visitor (the no-JS
   * `/?signup` dialog); the public pages leave them to the Referer (decision 0156).
   */
  utm?: UtmValues;
}) {
  const {MESSAGES} = useCopy('messages');
  const {WAITLIST_FORM_COPY} = useCopy('waitlist');
  const localize = useLocalize();
  const failed =
    submission?.intent === 'join' && submission.outcome.status === 'error'
      ? submission
      : undefined;
  const fieldErrors =
    failed?.outcome.status === 'error' ? failed.outcome.fieldErrors : undefined;
  const formError = failed && !fieldErrors ? failed.outcome.message : undefined;
  // The second step of a post that came too soon: the message, and what was typed (issue 24).
  const confirming =
    submission?.intent === 'join' && submission.outcome.status === 'confirm'
      ? submission
      : undefined;
  const kept = failed ?? confirming;
  // After a failed no-JS post (to `/?index`) the code comes back with the submission.
  const ref = referrerCode ?? kept?.values.ref ?? null;
  const utmFields = Object.entries(kept?.values.utm ?? utm ?? {});

  return (
    <waitlist-form
      {...attr(WAITLIST_DOM.kind, 'join')}
      {...attr(WAITLIST_DOM.closesOnSuccess, closesDialog)}
    >
      <form
        method="post"
        action={localize('/?index')}
        noValidate
        className="join-form"
      >
        <input type="hidden" name="intent" value="join" />
        <input type="hidden" name="form" value={form} />
        {utmFields.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <BotTrap submission={kept} />
        {ref ? <input type="hidden" name="ref" value={ref} /> : null}
        <FormField
          id={`${idPrefix}-name`}
          name="name"
          label={WAITLIST_FORM_COPY.name}
          autoComplete="name"
          required
          maxLength={100}
          defaultValue={kept?.values.name}
          error={fieldErrors?.name}
        />
        <FormField
          id={`${idPrefix}-email`}
          name="email"
          type="email"
          label={WAITLIST_FORM_COPY.email}
          autoComplete="email"
          required
          defaultValue={kept?.values.email}
          error={fieldErrors?.email}
        />
        <p
          {...attr(FORM_DOM.message)}
          role="alert"
          className="form-message"
          {...attr(
            FORM_DOM.tone,
            formError ? 'error' : confirming ? 'info' : undefined,
          )}
        >
          {formError ?? confirming?.outcome.message}
        </p>
        <button
          type="submit"
          className="button-primary"
          {...attr(FORM_DOM.busyLabel, MESSAGES.signupSubmitting)}
        >
          {submitLabel}
        </button>
      </form>
    </waitlist-form>
  );
}
