import type {ReactNode} from 'react';

/** The narrow card the sign-in steps (login, verify, enrol, reset) share. */
export function AdminCard({
  title,
  intro,
  formError,
  notice,
  children,
}: {
  title: string;
  intro?: ReactNode;
  formError?: string;
  notice?: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {intro ? (
        <div className="mt-3 text-stone-600 dark:text-stone-300">{intro}</div>
      ) : null}
      {notice ? (
        <p role="status" className="form-message mt-4 text-sm" data-tone="info">
          {notice}
        </p>
      ) : null}
      {formError ? (
        <p role="alert" className="form-message mt-4 text-sm" data-tone="error">
          {formError}
        </p>
      ) : null}
      <div className="mt-6 space-y-4">{children}</div>
    </section>
  );
}
