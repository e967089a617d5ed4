import {Link} from 'react-router';
import {ROUTES} from '~/lib/navigation';
import {PageHeading} from './PageHeading';

export function NotFound() {
  return (
    <section className="pb-20">
      <PageHeading eyebrow="404" title="Page not found">
        <p>
          We couldn&apos;t find that page. It may have moved, or the link may be
          mistyped.
        </p>
      </PageHeading>
      <p className="flex justify-center gap-3">
        <Link to={ROUTES.home} className="button-primary">
          Go home
        </Link>
        <Link to={ROUTES.shop} className="button-secondary">
          Browse the shop
        </Link>
      </p>
    </section>
  );
}
