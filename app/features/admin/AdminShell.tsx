import type {ReactNode} from 'react';
import {ADMIN_COPY, ADMIN_PAGE_COPY} from '~/features/admin/copy';
import {ROUTES} from '~/lib/navigation';

/** The frame of the signed-in admin pages: their links and the sign-out forms. */
export function AdminShell({
  title,
  email,
  notice,
  children,
}: {
  title: string;
  email: string;
  notice?: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4 border-b border-stone-200 pb-4 dark:border-stone-800">
        <nav aria-label={ADMIN_PAGE_COPY.nav} className="flex flex-wrap gap-2">
          <a className="nav-item" href={ROUTES.adminDashboard}>
            {ADMIN_PAGE_COPY.dashboard}
          </a>
          <a className="nav-item" href={ROUTES.adminCreateProducts}>
            {ADMIN_PAGE_COPY.createProducts}
          </a>
        </nav>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-stone-600 dark:text-stone-400">{email}</span>
          <SignOutButton scope="local" label={ADMIN_COPY.signOut} />
          <SignOutButton scope="others" label={ADMIN_COPY.signOutOthers} />
          <SignOutButton scope="global" label={ADMIN_COPY.signOutEverywhere} />
        </div>
      </div>
      {notice ? (
        <p role="status" className="form-message mt-4 text-sm" data-tone="info">
          {notice}
        </p>
      ) : null}
      <h1 className="mt-6 text-3xl font-bold tracking-tight">{title}</h1>
      <div className="mt-6">{children}</div>
    </section>
  );
}

export function SignOutButton({
  scope,
  label,
}: {
  scope: 'local' | 'others' | 'global';
  label: string;
}) {
  return (
    <form method="post" action={ROUTES.adminLogout}>
      <input type="hidden" name="scope" value={scope} />
      <button type="submit" className="button-secondary px-3 py-1.5">
        {label}
      </button>
    </form>
  );
}
