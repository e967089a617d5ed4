import {useCopy} from '~/features/markets/use-copy';
import {attr, DIALOG_DOM} from '~/elements/contract';
import {LANDING_SECTIONS_COPY} from '~/features/landing/copy';
import {COUNT_UP_DOM} from '~/features/landing/landing-contract';
import {SIGNUP_DIALOG_ID} from './SignupDialog';
import {
  EARLY_BIRD,
  GRILL_SIZES,
  homeCooks,
  SPEC_HIGHLIGHTS,
  WAITLIST_STATS,
} from '~/features/landing/landing';
import {LAUNCH_COPY} from '~/lib/messages';
import {ROUTES} from '~/lib/navigation';
import {useLocalize} from '~/features/markets/use-market';
import {formatCount} from '~/lib/counts';

/** Which of the landing page's two states a section shows. */
type Phase = {launched: boolean};
const copyFor = ({launched}: Phase) =>
  launched ? LAUNCH_COPY.after : LAUNCH_COPY.before;

export function SizeTeasers({launched}: Phase) {
  const {LANDING_SECTIONS_COPY} = useCopy('landing');
  const {LAUNCH_COPY} = useCopy('messages');
  if (launched) return <SizesRevealed />;
  return (
    <section aria-labelledby="sizes-title" className="landing-section">
      <h2 id="sizes-title" className="section-title">
        {LAUNCH_COPY.before.sizesTitle}
      </h2>
      <ul className="size-grid">
        {GRILL_SIZES.map((size) => (
          <li key={size.teaser} className="size-teaser">
            <div aria-hidden />
            <p>
              <LockIcon />
              {` ${size.teaser} `}
              <span className="sr-only">{LANDING_SECTIONS_COPY.locked}</span>
            </p>
            <p>{size.hint}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function SizesRevealed() {
  const {LAUNCH_COPY} = useCopy('messages');
  const localize = useLocalize();
  return (
    <section aria-labelledby="sizes-title" className="landing-section">
      <h2 id="sizes-title" className="section-title">
        {LAUNCH_COPY.after.sizesTitle}
      </h2>
      <ul className="size-grid">
        {GRILL_SIZES.map((size) => (
          <li key={size.handle}>
            <a
              href={localize(ROUTES.product(size.handle))}
              className="group size-card"
            >
              <p className="eyebrow">{size.teaser}</p>
              <h3>{size.name}</h3>
              <p>{size.hint}</p>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SpecHighlights() {
  const {LANDING_SECTIONS_COPY} = useCopy('landing');
  return (
    <section aria-labelledby="specs-title" className="specs">
      <div className="landing-inner">
        <h2 id="specs-title" className="section-title">
          {LANDING_SECTIONS_COPY.specsTitle}
        </h2>
        <dl className="stat-grid">
          {SPEC_HIGHLIGHTS.map((spec) => (
            <div key={spec.label}>
              <dd>{spec.value}</dd>
              <dt>{spec.label}</dt>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

export function EarlyBird({
  signupHref,
  launched,
}: {signupHref: string} & Phase) {
  const {LANDING_SECTIONS_COPY} = useCopy('landing');
  const {LAUNCH_COPY} = useCopy('messages');
  const localize = useLocalize();
  const copy = copyFor({launched});
  return (
    <section aria-labelledby="early-bird-title" className="early-bird">
      <h2 id="early-bird-title" className="section-title">
        {copy.earlyBirdTitle}
      </h2>
      {launched ? (
        <p className="early-bird-over">{LAUNCH_COPY.after.earlyBirdText}</p>
      ) : (
        <>
          <p>
            <strong>
              {EARLY_BIRD.taken} / {EARLY_BIRD.total}
            </strong>{' '}
            {LANDING_SECTIONS_COPY.earlyBirdTaken} ·{' '}
            <strong>{EARLY_BIRD.remaining}</strong>{' '}
            {LANDING_SECTIONS_COPY.earlyBirdRemaining}
          </p>
          <div
            role="progressbar"
            aria-label={LANDING_SECTIONS_COPY.earlyBirdProgress}
            aria-valuemin={0}
            aria-valuemax={EARLY_BIRD.total}
            aria-valuenow={EARLY_BIRD.taken}
            className="early-bird-progress"
          >
            {/* 387 / 500 = 77.4%: a fixed figure (SPEC 9), so a fixed width in app.css, no
                inline style. */}
            <div />
          </div>
        </>
      )}
      <a
        href={localize(signupHref)}
        {...attr(DIALOG_DOM.opens, SIGNUP_DIALOG_ID)}
        className="button-primary"
      >
        {copy.earlyBirdCta}
      </a>
    </section>
  );
}

export function WaitlistStats({
  waitingCount,
  launched,
}: {waitingCount: number} & Phase) {
  const {WAITLIST_STAT_LABELS} = useCopy('landing');
  const stats = [
    {value: homeCooks(waitingCount), label: WAITLIST_STAT_LABELS.homeCooks},
    {value: WAITLIST_STATS.proChefs, label: WAITLIST_STAT_LABELS.proChefs},
    {
      value: WAITLIST_STATS.restaurants,
      label: WAITLIST_STAT_LABELS.restaurants,
    },
    {value: WAITLIST_STATS.countries, label: WAITLIST_STAT_LABELS.countries},
  ];
  return (
    <section aria-labelledby="stats-title" className="stats">
      <div className="landing-inner">
        <h2 id="stats-title" className="section-title">
          {copyFor({launched}).statsTitle}
        </h2>
        <dl className="stat-grid">
          {stats.map((stat) => (
            <div key={stat.label}>
              <dd>
                <count-up {...attr(COUNT_UP_DOM.value, stat.value)}>
                  {formatCount(stat.value)}
                </count-up>
              </dd>
              <dt>{stat.label}</dt>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

const PATHS = [
  {...LANDING_SECTIONS_COPY.paths.grills, to: ROUTES.category('grills')},
  {...LANDING_SECTIONS_COPY.paths.recipes, to: ROUTES.recipes},
  {...LANDING_SECTIONS_COPY.paths.fuel, to: ROUTES.category('fuel')},
  {...LANDING_SECTIONS_COPY.paths.giftCards, to: ROUTES.giftCards},
];

export function CallToActionGrid({launched}: Phase) {
  const localize = useLocalize();
  return (
    <section aria-labelledby="paths-title" className="landing-section">
      <h2 id="paths-title" className="section-title">
        {copyFor({launched}).pathsTitle}
      </h2>
      <ul className="path-grid">
        {PATHS.map((path) => (
          <li key={path.title}>
            <a href={localize(path.to)} className="group path-card">
              <h3>{`${path.title} →`}</h3>
              <p>{path.text}</p>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function LockIcon() {
  return (
    // Its own strokes (2, square ends), so not `.icon` (record 0229); sized by .size-teaser.
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden
    >
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}
