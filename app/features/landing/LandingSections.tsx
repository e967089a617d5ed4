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
    <section
      aria-labelledby="sizes-title"
      className="mx-auto max-w-6xl px-4 py-16 sm:px-6"
    >
      <h2
        id="sizes-title"
        className="text-center text-3xl font-bold tracking-tight"
      >
        {LAUNCH_COPY.before.sizesTitle}
      </h2>
      <ul className="mt-10 grid gap-4 sm:grid-cols-3">
        {GRILL_SIZES.map((size) => (
          <li
            key={size.teaser}
            className="relative overflow-hidden rounded-3xl border border-stone-200 bg-gradient-to-b from-stone-100 to-stone-200 p-6 dark:border-stone-800 dark:from-stone-900 dark:to-stone-950"
          >
            <div
              aria-hidden
              className="mx-auto h-32 w-28 rounded-[50%] bg-stone-900/80 blur-md dark:bg-stone-100/20"
            />
            <p className="mt-6 flex items-center gap-2 font-semibold">
              <LockIcon /> {size.teaser}{' '}
              <span className="sr-only">{LANDING_SECTIONS_COPY.locked}</span>
            </p>
            <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
              {size.hint}
            </p>
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
    <section
      aria-labelledby="sizes-title"
      className="mx-auto max-w-6xl px-4 py-16 sm:px-6"
    >
      <h2
        id="sizes-title"
        className="text-center text-3xl font-bold tracking-tight"
      >
        {LAUNCH_COPY.after.sizesTitle}
      </h2>
      <ul className="mt-10 grid gap-4 sm:grid-cols-3">
        {GRILL_SIZES.map((size) => (
          <li key={size.handle}>
            <a
              href={localize(ROUTES.product(size.handle))}
              className="group block h-full rounded-3xl border border-stone-200 bg-gradient-to-b from-orange-50 to-white p-6 hover:border-orange-600 dark:border-stone-800 dark:from-stone-900 dark:to-stone-950"
            >
              <p className="text-sm font-semibold uppercase tracking-wider text-orange-700 dark:text-orange-400">
                {size.teaser}
              </p>
              <h3 className="mt-1 text-xl font-semibold group-hover:underline">
                {size.name}
              </h3>
              <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
                {size.hint}
              </p>
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
    <section
      aria-labelledby="specs-title"
      className="bg-stone-950 py-16 text-white"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2
          id="specs-title"
          className="text-center text-3xl font-bold tracking-tight"
        >
          {LANDING_SECTIONS_COPY.specsTitle}
        </h2>
        <dl className="mt-10 grid grid-cols-2 gap-6 lg:grid-cols-4">
          {SPEC_HIGHLIGHTS.map((spec) => (
            <div
              key={spec.label}
              className="min-w-0 rounded-2xl border border-white/10 px-3 py-6 text-center sm:px-6"
            >
              {/* Sized to fit "10,000+" in half a 320 px phone. */}
              <dd className="text-2xl font-bold text-orange-400 sm:text-3xl">
                {spec.value}
              </dd>
              <dt className="mt-2 text-sm text-stone-300">{spec.label}</dt>
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
    <section
      aria-labelledby="early-bird-title"
      className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6"
    >
      <h2 id="early-bird-title" className="text-3xl font-bold tracking-tight">
        {copy.earlyBirdTitle}
      </h2>
      {launched ? (
        <p className="mt-3 text-lg text-stone-600 dark:text-stone-300">
          {LAUNCH_COPY.after.earlyBirdText}
        </p>
      ) : (
        <>
          <p className="mt-3 text-lg">
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
            className="mx-auto mt-5 h-3 max-w-xl overflow-hidden rounded-full bg-stone-200 dark:bg-stone-800"
          >
            {/* 387 / 500 = 77.4%: a fixed figure (SPEC 9), so a fixed class, no inline style. */}
            <div className="h-full w-[77.4%] rounded-full bg-gradient-to-r from-orange-500 to-red-600" />
          </div>
        </>
      )}
      <a
        href={localize(signupHref)}
        {...attr(DIALOG_DOM.opens, SIGNUP_DIALOG_ID)}
        className="button-primary mt-8"
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
    <section
      aria-labelledby="stats-title"
      className="border-y border-stone-200 bg-stone-50 py-16 dark:border-stone-800 dark:bg-stone-900"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2
          id="stats-title"
          className="text-center text-3xl font-bold tracking-tight"
        >
          {copyFor({launched}).statsTitle}
        </h2>
        <dl className="mt-10 grid grid-cols-2 gap-6 lg:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.label} className="text-center">
              <dd className="text-4xl font-bold tabular-nums">
                <count-up {...attr(COUNT_UP_DOM.value, stat.value)}>
                  {formatCount(stat.value)}
                </count-up>
              </dd>
              <dt className="mt-1 text-sm text-stone-600 dark:text-stone-400">
                {stat.label}
              </dt>
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
    <section
      aria-labelledby="paths-title"
      className="mx-auto max-w-6xl px-4 py-16 sm:px-6"
    >
      <h2
        id="paths-title"
        className="text-center text-3xl font-bold tracking-tight"
      >
        {copyFor({launched}).pathsTitle}
      </h2>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {PATHS.map((path) => (
          <li key={path.title}>
            <a
              href={localize(path.to)}
              className="group block h-full rounded-3xl border border-stone-200 p-6 hover:border-orange-600 dark:border-stone-800"
            >
              <h3 className="font-semibold group-hover:text-orange-700 dark:group-hover:text-orange-400">
                {path.title} →
              </h3>
              <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">
                {path.text}
              </p>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function LockIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden
      focusable={false}
    >
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}
