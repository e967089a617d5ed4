import type {ReactNode} from 'react';

/** A page's title block, the same on every content page. */
export function PageHeading({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 pb-8 pt-12 text-center sm:px-6">
      {eyebrow ? (
        <p className="text-sm font-semibold uppercase tracking-wider text-orange-700 dark:text-orange-400">
          {eyebrow}
        </p>
      ) : null}
      <h1 className="mt-2 text-balance text-4xl font-bold tracking-tight sm:text-5xl">
        {title}
      </h1>
      {children ? (
        <div className="mt-4 text-pretty text-lg text-stone-600 dark:text-stone-300">
          {children}
        </div>
      ) : null}
    </div>
  );
}
