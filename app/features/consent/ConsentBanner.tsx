import {useCopy} from '~/features/markets/use-copy';
import {useLocation} from 'react-router';
import {pathWithoutNotice} from '~/lib/notices';
import {ROUTES} from '~/lib/navigation';
import {CONSENT_COPY} from './copy';
import {
  CONSENT_BANNER_CSS_PATH,
  CONSENT_CHOICES,
  CONSENT_DOM,
  CONSENT_FIELDS,
  CONSENT_PATH,
} from './consent-contract';
import {useLocalize} from '~/features/markets/use-market';

const PURPOSE_FIELDS = [
  [CONSENT_FIELDS.analytics, CONSENT_COPY.purposes.analytics],
  [CONSENT_FIELDS.marketing, CONSENT_COPY.purposes.marketing],
  [CONSENT_FIELDS.preferences, CONSENT_COPY.purposes.preferences],
  [CONSENT_FIELDS.saleOfData, CONSENT_COPY.purposes.saleOfData],
] as const;

/**
 * The consent choice (docs/decisions/0240): the same markup on every page and for every
 * visitor, hidden by the site's CSS; the stylesheet after it, which is not cached, shows it
 * to a visitor whose region needs a choice and who has not made one. One plain form: it
 * works without JavaScript, and with it nothing more is loaded for it.
 */
export function ConsentBanner() {
  const {CONSENT_COPY} = useCopy('consent');
  const localize = useLocalize();
  const location = useLocation();
  return (
    <>
      <section
        id={CONSENT_DOM.bannerId}
        aria-labelledby="consent-title"
        className="consent-banner fixed inset-x-0 bottom-0 z-40 border-t border-stone-300 bg-white p-4 shadow-lg dark:border-stone-700 dark:bg-stone-900"
      >
        <form
          method="post"
          action={CONSENT_PATH}
          className="mx-auto max-w-3xl space-y-3"
        >
          <input
            type="hidden"
            name={CONSENT_FIELDS.returnTo}
            value={pathWithoutNotice(location.pathname, location.search)}
          />
          <h2 id="consent-title" className="font-semibold">
            {CONSENT_COPY.title}
          </h2>
          <p className="text-sm">
            {CONSENT_COPY.body}{' '}
            <a href={localize(ROUTES.policy('privacy'))} className="underline">
              {CONSENT_COPY.policyLink}
            </a>
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              type="submit"
              name={CONSENT_FIELDS.choice}
              value={CONSENT_CHOICES.accept}
              className="button-primary"
            >
              {CONSENT_COPY.accept}
            </button>
            <button
              type="submit"
              name={CONSENT_FIELDS.choice}
              value={CONSENT_CHOICES.decline}
              className="button-secondary"
            >
              {CONSENT_COPY.decline}
            </button>
          </div>
          <details>
            <summary className="cursor-pointer text-sm underline">
              {CONSENT_COPY.preferences}
            </summary>
            <fieldset className="mt-2 space-y-1 text-sm">
              <legend className="sr-only">{CONSENT_COPY.preferences}</legend>
              {PURPOSE_FIELDS.map(([name, label]) => (
                <label key={name} className="flex items-center gap-2">
                  <input type="checkbox" name={name} value="1" />
                  {label}
                </label>
              ))}
              <button
                type="submit"
                name={CONSENT_FIELDS.choice}
                value={CONSENT_CHOICES.save}
                className="button-secondary mt-2"
              >
                {CONSENT_COPY.save}
              </button>
            </fieldset>
          </details>
        </form>
      </section>
      <link rel="stylesheet" href={CONSENT_BANNER_CSS_PATH} />
    </>
  );
}
