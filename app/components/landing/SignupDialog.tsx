import {LAUNCH_COPY, MESSAGES} from '~/lib/messages';
import {ROUTES} from '~/lib/navigation';
import type {WaitlistSubmission} from '~/lib/waitlist-form.server';
import {BotTrap} from '../BotTrap';
import {DialogCloseButton} from '../DialogCloseButton';
import {FormField} from '../FormField';

export const SIGNUP_DIALOG_ID = 'signup';

/**
 * The signup modal. With JavaScript the signup button opens it as a modal; without,
 * the link loads `/?signup` and the server renders it open. After a failed no-JS post it
 * is rendered open again with the messages next to the fields and the values kept.
 */
export function SignupDialog({
  open,
  submission,
  launched = false,
  referrerCode = null,
}: {
  open: boolean;
  submission?: WaitlistSubmission;
  /** After the launch the same form asks for launch news and the welcome code. */
  launched?: boolean;
  /** The code of the friend's link the visitor came through (`/?ref=`). */
  referrerCode?: string | null;
}) {
  const copy = launched ? LAUNCH_COPY.after : LAUNCH_COPY.before;
  const failed =
    submission?.intent === 'join' && submission.outcome.status === 'error'
      ? submission
      : undefined;
  const fieldErrors =
    failed?.outcome.status === 'error' ? failed.outcome.fieldErrors : undefined;
  const formError = failed && !fieldErrors ? failed.outcome.message : undefined;
  // After a failed no-JS post (to `/?index`) the code comes back with the submission.
  const ref = referrerCode ?? failed?.values.ref ?? null;

  return (
    <dialog
      id={SIGNUP_DIALOG_ID}
      open={open || Boolean(failed)}
      aria-labelledby="signup-title"
      {...{closedby: 'any'}}
      className="waitlist-dialog"
    >
      <div className="relative p-6 sm:p-8">
        {/* Without JavaScript the dialog is open because of `/?signup`: closing leaves that URL. */}
        <DialogCloseButton href={ROUTES.home} />
        <p className="text-sm font-semibold uppercase tracking-wider text-orange-700 dark:text-orange-400">
          {copy.dialogEyebrow}
        </p>
        <h2
          id="signup-title"
          className="mt-1 text-2xl font-bold tracking-tight"
        >
          {copy.dialogTitle}
        </h2>
        <ul className="mt-4 space-y-1.5 text-sm text-stone-700 dark:text-stone-300">
          {copy.dialogPerks.map((perk) => (
            <li key={perk} className="flex gap-2">
              <span aria-hidden className="text-orange-600">
                ✓
              </span>
              {perk}
            </li>
          ))}
        </ul>
        <waitlist-form
          data-kind="join"
          data-endpoint="/api/waitlist"
          data-closes-dialog={SIGNUP_DIALOG_ID}
        >
          <form
            method="post"
            action="/?index"
            noValidate
            className="mt-6 space-y-2"
          >
            <input type="hidden" name="intent" value="join" />
            <BotTrap />
            {ref ? <input type="hidden" name="ref" value={ref} /> : null}
            <FormField
              id="signup-name"
              name="name"
              label="Name"
              autoComplete="name"
              required
              maxLength={100}
              defaultValue={failed?.values.name}
              error={fieldErrors?.name}
            />
            <FormField
              id="signup-email"
              name="email"
              type="email"
              label="Email"
              autoComplete="email"
              required
              defaultValue={failed?.values.email}
              error={fieldErrors?.email}
            />
            <p
              data-form-message
              role="alert"
              className="form-message min-h-5 text-sm"
              data-tone={formError ? 'error' : undefined}
            >
              {formError}
            </p>
            <button
              type="submit"
              className="button-primary w-full"
              data-busy-label={MESSAGES.signupSubmitting}
            >
              {copy.dialogSubmit}
            </button>
          </form>
        </waitlist-form>
      </div>
    </dialog>
  );
}
