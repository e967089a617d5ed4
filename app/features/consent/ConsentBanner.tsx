import {useCopy} from '~/features/markets/use-copy';
import {useLocation} from 'react-router';
import {pathWithoutNotice} from '~/lib/notices';
import {ROUTES} from '~/lib/navigation';
import {
  CONSENT_BANNER_CSS_PATH,
  CONSENT_CHOICES,
  CONSENT_DOM,
  CONSENT_FIELDS,
  CONSENT_PATH,
} from './consent-contract';
import {useLocalize} from '~/features/markets/use-market';
import {unprefixedPath} from '~/features/markets/markets';

/**
 * The consent choice (docs/decisions/0240): the same markup on every page and for every
 * visitor, hidden by the site's CSS; the stylesheet after it, which is not cached, shows it
 * to a visitor whose region needs a choice and who has not made one. One plain form: it
 * works without JavaScript, and with it nothing more is loaded for it. Preferences purpose
 * by purpose are a page (/privacy-choices) the banner links to.
 */
export function ConsentBanner() {
  const {CONSENT_COPY} = useCopy('consent');
  const localize = useLocalize();
  const location = useLocation();
  const returnTo = pathWithoutNotice(location.pathname, location.search);
  // The preferences page is the banner's own form, unfolded: no banner over it.
  if (unprefixedPath(location.pathname) === ROUTES.privacyChoices) return null;
  // The four purposes are a page of their own (/privacy-choices), not a fold-out here:
  // every page carries this banner, and the page is also where a choice is changed later.
  const choicesHref = `${localize(ROUTES.privacyChoices)}?${new URLSearchParams(
    {
      [CONSENT_FIELDS.returnTo]: returnTo,
    },
  )}`;
  return (
    <>
      <section
        id={CONSENT_DOM.bannerId}
        aria-labelledby="consent-title"
        className="consent-banner"
      >
        <form method="post" action={CONSENT_PATH}>
          <input
            type="hidden"
            name={CONSENT_FIELDS.returnTo}
            value={returnTo}
          />
          <h2 id="consent-title">{CONSENT_COPY.title}</h2>
          <p>
            {CONSENT_COPY.body}{' '}
            <a href={localize(ROUTES.policy('privacy'))}>
              {CONSENT_COPY.policyLink}
            </a>
          </p>
          <div>
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
          <p>
            <a href={choicesHref}>{CONSENT_COPY.preferences}</a>
          </p>
        </form>
      </section>
      <link rel="stylesheet" href={CONSENT_BANNER_CSS_PATH} />
    </>
  );
}
