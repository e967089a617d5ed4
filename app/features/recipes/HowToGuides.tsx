import {useCopy} from '~/features/markets/use-copy';
import {
  ArticleCard,
  type ArticleCardData,
} from '~/features/content/ArticleCard';
import {GUIDES_BLOG} from '~/features/content/storefront-paths';

import {ROUTES} from '~/lib/navigation';
import {useLocalize} from '~/features/markets/use-market';

/**
 * The how-to guides the menu promises, below the planner: the articles of the Shopify blog
 * `guides` (issue 27), each linking to its page.
 */
export function HowToGuides({guides}: {guides: ArticleCardData[]}) {
  const {RECIPES_COPY} = useCopy('recipes');
  const localize = useLocalize();
  if (guides.length === 0) return null;
  return (
    <section
      id="guides"
      aria-labelledby="guides-heading"
      className="recipe-guides mx-auto max-w-5xl px-4 py-12 sm:px-6"
    >
      <h2 id="guides-heading" className="text-2xl font-bold tracking-tight">
        <a
          href={localize(ROUTES.blog(GUIDES_BLOG))}
          className="hover:underline"
        >
          {RECIPES_COPY.guidesHeading}
        </a>
      </h2>
      <div className="mt-6 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
        {guides.map((guide) => (
          <ArticleCard key={guide.handle} article={guide} headingLevel={3} />
        ))}
      </div>
    </section>
  );
}
