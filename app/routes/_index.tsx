import type {Route} from './+types/_index';
import {Link} from 'react-router';
import {PageHeading} from '~/components/PageHeading';
import {ROUTES} from '~/lib/navigation';
import {SITE} from '~/lib/site';

export const meta: Route.MetaFunction = () => [
  {title: `${SITE.shopName} — Something is coming.`},
  {name: 'description', content: 'Join the waitlist for the Emberforge ceramic kamado and get the early-bird offer.'},
];

// The waitlist landing page (countdown, signup modal, stats, exit-intent) comes with
// the landing-page issue; until then this says what will be here.
export default function LandingPage() {
  return (
    <section className="pb-20">
      <PageHeading eyebrow="Launching 1 December 2025" title="Something is coming.">
        <p>The waitlist page with the launch countdown and the early-bird signup is being built here.</p>
      </PageHeading>
      <p className="text-center">
        <Link to={ROUTES.store} className="button-primary">Visit the store</Link>
      </p>
    </section>
  );
}
