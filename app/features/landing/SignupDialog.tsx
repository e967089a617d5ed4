import {useCopy} from '~/features/markets/use-copy';
import {funnelPixelPath} from '~/features/waitlist/funnel';
import {ROUTES} from '~/lib/navigation';
import type {WaitlistSubmission} from '~/features/waitlist/waitlist-form.server';
import type {UtmValues} from '~/features/waitlist/signup-source.server';
import {DialogCloseButton} from '~/components/DialogCloseButton';
import {WaitlistJoinForm} from '~/features/waitlist/WaitlistJoinForm';

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
  utm,
}: {
  open: boolean;
  submission?: WaitlistSubmission;
  /** After the launch the same form asks for launch news and the welcome code. */
  launched?: boolean;
  /** The code of the friend's link the visitor came through (`/?ref=`). */
  referrerCode?: string | null;
  /** The no-JS `/?signup` page's UTM values, from the page the visitor came from. */
  utm?: UtmValues;
}) {
  const {LAUNCH_COPY} = useCopy('messages');
  const copy = launched ? LAUNCH_COPY.after : LAUNCH_COPY.before;
  // A failed post, or the second step of one that came too soon (issue 24): open again.
  const failed =
    submission?.intent === 'join' &&
    (submission.outcome.status === 'error' ||
      submission.outcome.status === 'confirm')
      ? submission
      : undefined;

  return (
    <dialog
      id={SIGNUP_DIALOG_ID}
      open={open || Boolean(failed)}
      aria-labelledby="signup-title"
      {...{closedby: 'any'}}
      className="waitlist-dialog"
    >
      <div>
        {/* Counts "dialog opened" (decision 0241): a lazy image inside a closed dialog is
            not fetched until the dialog shows. */}
        <img
          src={funnelPixelPath('dialog_opened', utm?.utm_source)}
          alt=""
          width={1}
          height={1}
          loading="lazy"
          className="tracking-pixel"
        />
        {/* Without JavaScript the dialog is open because of `/?signup`: closing leaves that URL. */}
        <DialogCloseButton href={ROUTES.home} />
        <p className="eyebrow">{copy.dialogEyebrow}</p>
        <h2 id="signup-title">{copy.dialogTitle}</h2>
        <ul>
          {copy.dialogPerks.map((perk) => (
            <li key={perk}>
              <span aria-hidden>✓</span>
              {perk}
            </li>
          ))}
        </ul>
        <div>
          <WaitlistJoinForm
            idPrefix="signup"
            submitLabel={copy.dialogSubmit}
            submission={submission}
            closesDialog={SIGNUP_DIALOG_ID}
            referrerCode={referrerCode}
            form="modal"
            utm={utm}
          />
        </div>
      </div>
    </dialog>
  );
}
