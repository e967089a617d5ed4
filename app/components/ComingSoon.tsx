import {Link} from 'react-router';
import {ROUTES} from '~/lib/navigation';
import {PageHeading} from './PageHeading';

/**
 * A page whose content is not built yet. It says what will be here, so a visitor
 * (and a developer) is never left with an empty page.
 */
export function ComingSoon({
  title,
  whatWillBeHere,
}: {
  title: string;
  whatWillBeHere: string;
}) {
  return (
    <section className="pb-20">
      <PageHeading eyebrow="Coming soon" title={title}>
        <p>{whatWillBeHere}</p>
      </PageHeading>
      <p className="text-center">
        <Link to={ROUTES.home} className="button-primary">
          Back to the launch page
        </Link>
      </p>
    </section>
  );
}
