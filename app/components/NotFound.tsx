import {useCopy} from '~/features/markets/use-copy';
import {ROUTES} from '~/lib/navigation';

import {PageHeading} from './PageHeading';
import {useLocalize} from '~/features/markets/use-market';

export function NotFound() {
  const {LAYOUT_COPY} = useCopy('layout');
  const localize = useLocalize();
  const copy = LAYOUT_COPY.notFound;
  return (
    <section className="pb-20">
      <PageHeading eyebrow={copy.eyebrow} title={copy.title}>
        <p>{copy.text}</p>
      </PageHeading>
      <p className="flex justify-center gap-3">
        <a href={localize(ROUTES.home)} className="button-primary">
          {copy.home}
        </a>
        <a href={localize(ROUTES.shop)} className="button-secondary">
          {copy.shop}
        </a>
      </p>
    </section>
  );
}
