import type {ReactNode} from 'react';
import {data, redirect} from 'react-router';
import type {Route} from './+types/admin.dashboard';
import {AdminShell} from '~/features/admin/AdminShell';
import {SignupsChart} from '~/features/admin/SignupsChart';
import {FunnelChart} from '~/features/admin/FunnelChart';
import {
  FUNNEL_PARAM,
  FUNNEL_STEPS,
  funnelChoiceValue,
  funnelSourceFrom,
} from '~/features/admin/funnel-steps';
import {requireAdmin} from '~/features/admin/admin-auth.server';
import {
  ADMIN_COPY,
  ADMIN_PAGE_COPY,
  DASHBOARD_COPY,
} from '~/features/admin/copy';
import {
  loadDashboard,
  messageIdFrom,
  pageFrom,
  retryOutboxMessage,
  type FailedMessage,
  type SignupSources,
  type SourceFigure,
  type TopReferrer,
} from '~/features/admin/admin-dashboard.server';
import {commitAdminSession} from '~/features/admin/admin-session.server';
import {ROUTES} from '~/lib/navigation';
import {SITE} from '~/lib/site';
import {routePolicy} from '~/features/http/route-policy';
import {readFormBody} from '~/features/http/form-body.server';

export const handle = routePolicy({
  audience: 'personal',
  writes: 'same-origin',
});

export const meta: Route.MetaFunction = () => [
  {title: `Admin · Dashboard | ${SITE.shopName}`},
  {name: 'robots', content: 'noindex'},
];

export async function loader({request, context}: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context.env);
  const notice = admin.cookie.get('notice');
  if (notice) {
    admin.headers.append(
      'Set-Cookie',
      await commitAdminSession(
        request,
        context.env.SESSION_SECRET,
        admin.cookie,
      ),
    );
  }
  const url = new URL(request.url);
  const dashboard = await loadDashboard(admin.db, {
    query: (url.searchParams.get('q') ?? '').trim().slice(0, 254),
    page: pageFrom(url.searchParams.get('page')),
    funnelSource: funnelSourceFrom(url.searchParams.get(FUNNEL_PARAM)),
  });
  return data(
    {email: admin.user.email ?? '', notice, dashboard},
    {headers: admin.headers},
  );
}

/**
 * The failed-messages panel's Retry (a POST from this page, Origin-checked): the database
 * function checks again that the caller is an aal2 admin. Then back to the dashboard with
 * a notice (PRG), so a reload does not post again.
 */
export async function action({request, context}: Route.ActionArgs) {
  const admin = await requireAdmin(request, context.env);
  const form = await readFormBody(request);
  const messageId = messageIdFrom(form.get('messageId'));
  if (form.get('intent') !== 'retry-message' || messageId === null)
    return data(
      {formError: ADMIN_COPY.invalidMessage},
      {status: 400, headers: admin.headers},
    );
  const retried = await retryOutboxMessage(admin.db, messageId);
  admin.cookie.flash(
    'notice',
    retried ? ADMIN_COPY.messageRetried : ADMIN_COPY.messageNotFailed,
  );
  admin.headers.append(
    'Set-Cookie',
    await commitAdminSession(request, context.env.SESSION_SECRET, admin.cookie),
  );
  throw redirect(`${ROUTES.adminDashboard}#failed-messages`, {
    headers: admin.headers,
  });
}

export default function AdminDashboardPage({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const {dashboard} = loaderData;
  const {totals, latest} = dashboard;
  return (
    <AdminShell
      title={ADMIN_PAGE_COPY.dashboard}
      email={loaderData.email}
      notice={loaderData.notice}
    >
      {actionData?.formError ? (
        <p role="alert" className="form-message mb-4" data-tone="error">
          {actionData.formError}
        </p>
      ) : null}
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Figure
          label={DASHBOARD_COPY.waitlistTotal}
          value={totals.waitlist}
          testId="waitlist-total"
        />
        <Figure
          label={DASHBOARD_COPY.confirmedTotal}
          value={totals.confirmed}
          testId="confirmed-total"
        />
        <Figure
          label={DASHBOARD_COPY.referralsTotal}
          value={totals.referrals}
          testId="referrals-total"
        />
        <Figure
          label={DASHBOARD_COPY.newsletterTotal}
          value={totals.newsletter}
          testId="newsletter-total"
        />
        {totals.newsletterBySource.map(({source, count}) => (
          <Figure
            key={source}
            label={DASHBOARD_COPY.newsletterFrom(source)}
            value={count}
            testId={`newsletter-${source}`}
          />
        ))}
      </dl>

      <section className="mt-10">
        <h2 className="text-xl font-semibold">{DASHBOARD_COPY.perDayTitle}</h2>
        <div className="mt-4">
          <SignupsChart days={dashboard.perDay} />
        </div>
      </section>

      <section
        className="mt-10"
        id="waitlist-funnel"
        data-testid="waitlist-funnel"
      >
        <h2 className="text-xl font-semibold">{DASHBOARD_COPY.funnelTitle}</h2>
        <FunnelSourcePicker
          sources={dashboard.funnel.map((row) => row.source)}
          chosen={dashboard.funnelSource}
          query={latest.query}
          page={latest.page}
        />
        <div className="mt-4">
          <FunnelChart
            days={dashboard.funnelDays}
            source={dashboard.funnelSource}
          />
        </div>
        {dashboard.funnel.length ? (
          <table className="mt-4 w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col">{DASHBOARD_COPY.funnelSource}</th>
                {FUNNEL_STEPS.map((step) => (
                  <th key={step} scope="col" className="text-right">
                    {DASHBOARD_COPY.funnelSteps[step]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {dashboard.funnel.map((row) => (
                <tr key={row.source}>
                  <th scope="row">
                    {row.source || DASHBOARD_COPY.funnelNoSource}
                  </th>
                  {FUNNEL_STEPS.map((step) => (
                    <td key={step} className="text-right tabular-nums">
                      {row[step]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="mt-4 text-sm">{DASHBOARD_COPY.funnelEmpty}</p>
        )}
      </section>

      <section className="mt-10 space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 className="text-xl font-semibold">
            {DASHBOARD_COPY.latestTitle}
          </h2>
          <div className="flex flex-wrap gap-2">
            <a
              className="button-secondary px-4 py-2"
              href={`${ROUTES.adminExport}/subscribers`}
              download
            >
              {DASHBOARD_COPY.exportWaitlist}
            </a>
            <a
              className="button-secondary px-4 py-2"
              href={`${ROUTES.adminExport}/newsletter`}
              download
            >
              {DASHBOARD_COPY.exportNewsletter}
            </a>
          </div>
        </div>
        <form
          method="get"
          role="search"
          aria-label={DASHBOARD_COPY.searchLandmark}
          className="flex gap-2"
        >
          <label htmlFor="signup-search" className="sr-only">
            {DASHBOARD_COPY.searchLabel}
          </label>
          <input
            id="signup-search"
            name="q"
            type="search"
            defaultValue={latest.query}
            placeholder={DASHBOARD_COPY.searchLabel}
            className="pill-input"
          />
          <button type="submit" className="button-primary px-4 py-2">
            {DASHBOARD_COPY.searchButton}
          </button>
        </form>
        <div>
          <AdminTable
            caption={DASHBOARD_COPY.latestCaption}
            headings={DASHBOARD_COPY.latestHeadings}
          >
            {latest.rows.map((row) => (
              <tr
                key={row.email}
                className="border-b border-stone-100 dark:border-stone-800"
              >
                <td className="py-2 pr-4">{row.name}</td>
                <td className="py-2 pr-4">{row.email}</td>
                <td className="whitespace-nowrap py-2">
                  {utcMinute(row.created_at)}
                </td>
              </tr>
            ))}
          </AdminTable>
          {latest.rows.length === 0 ? (
            <p className="py-4">{DASHBOARD_COPY.noMatch}</p>
          ) : null}
        </div>
        <nav
          aria-label={DASHBOARD_COPY.pages}
          className="flex items-center gap-4 text-sm"
        >
          {latest.page > 1 ? (
            <a
              className="underline"
              href={pageHref(latest.query, latest.page - 1)}
            >
              {DASHBOARD_COPY.previous}
            </a>
          ) : null}
          <span>
            {DASHBOARD_COPY.pageOf(latest.page, latest.pages, latest.total)}
          </span>
          {latest.page < latest.pages ? (
            <a
              className="underline"
              href={pageHref(latest.query, latest.page + 1)}
            >
              {DASHBOARD_COPY.next}
            </a>
          ) : null}
        </nav>
      </section>

      <TopReferrers referrers={dashboard.topReferrers} />

      <Sources sources={dashboard.sources} />

      <FailedMessages messages={dashboard.failedMessages} />

      <details className="mt-10">
        <summary className="cursor-pointer font-semibold">
          {DASHBOARD_COPY.perDayTable}
        </summary>
        <table className="mt-2 text-sm">
          <thead>
            <tr>
              <th scope="col" className="pr-4 text-left">
                {DASHBOARD_COPY.perDayHeadings.day}
              </th>
              <th scope="col" className="pr-4 text-right">
                {DASHBOARD_COPY.perDayHeadings.waitlist}
              </th>
              <th scope="col" className="text-right">
                {DASHBOARD_COPY.perDayHeadings.newsletter}
              </th>
            </tr>
          </thead>
          <tbody>
            {dashboard.perDay.map((day) => (
              <tr key={day.day}>
                <td className="pr-4">{day.day}</td>
                <td className="pr-4 text-right">{day.signups}</td>
                <td className="text-right">{day.newsletter}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </AdminShell>
  );
}

function TopReferrers({referrers}: {referrers: TopReferrer[]}) {
  return (
    <section aria-labelledby="top-referrers-title" className="mt-10 space-y-4">
      <h2 id="top-referrers-title" className="text-xl font-semibold">
        {DASHBOARD_COPY.topReferrers}
      </h2>
      {referrers.length === 0 ? (
        <p>{DASHBOARD_COPY.noReferrals}</p>
      ) : (
        <AdminTable
          caption={DASHBOARD_COPY.topReferrers}
          headings={DASHBOARD_COPY.referrerHeadings}
          rightAligned={1}
        >
          {referrers.map((referrer) => (
            <tr
              key={referrer.email}
              className="border-b border-stone-100 dark:border-stone-800"
            >
              <td className="py-2 pr-4">{referrer.name}</td>
              <td className="py-2 pr-4">{referrer.email}</td>
              <td className="py-2 text-right">{referrer.referrals}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}

/** Signups by form, by UTM source and medium, and the top UTM campaigns. */
function Sources({sources}: {sources: SignupSources}) {
  const counts = DASHBOARD_COPY.sourceCounts;
  const row = (figure: SourceFigure, first: string[]) => (
    <tr
      key={first.join('\u0000')}
      className="border-b border-stone-100 dark:border-stone-800"
    >
      {first.map((cell, index) => (
        // A fixed list of cells: a cell's position is its identity.
        // eslint-disable-next-line react/no-array-index-key
        <td key={index} className="py-2 pr-4">
          {cell}
        </td>
      ))}
      <td className="py-2 pr-4 text-right">{figure.waitlist}</td>
      <td className="py-2 pr-4 text-right">{figure.confirmed}</td>
      <td className="py-2 text-right">{figure.newsletter}</td>
    </tr>
  );
  const named = (value: string | null) => value ?? ADMIN_COPY.sourcesNone;
  return (
    <section aria-labelledby="sources-title" className="mt-10 space-y-6">
      <h2 id="sources-title" className="text-xl font-semibold">
        {ADMIN_COPY.sourcesTitle}
      </h2>
      <p className="text-sm text-stone-600 dark:text-stone-400">
        {ADMIN_COPY.sourcesIntro}
      </p>
      <div className="space-y-2" data-testid="sources-by-form">
        <h3 className="font-semibold">{ADMIN_COPY.sourcesByForm}</h3>
        <AdminTable
          caption={ADMIN_COPY.sourcesByForm}
          headings={[DASHBOARD_COPY.formHeading, ...counts]}
          rightAligned={3}
        >
          {sources.forms.map((figure) => row(figure, [named(figure.value)]))}
        </AdminTable>
      </div>
      <div className="space-y-2" data-testid="sources-by-source">
        <h3 className="font-semibold">{ADMIN_COPY.sourcesBySource}</h3>
        <AdminTable
          caption={ADMIN_COPY.sourcesBySource}
          headings={[...DASHBOARD_COPY.sourceHeadings, ...counts]}
          rightAligned={3}
        >
          {sources.sources.map((figure) =>
            row(figure, [named(figure.value), named(figure.detail)]),
          )}
        </AdminTable>
      </div>
      <div className="space-y-2" data-testid="sources-by-campaign">
        <h3 className="font-semibold">{ADMIN_COPY.sourcesByCampaign}</h3>
        {sources.campaigns.length === 0 ? (
          <p>{ADMIN_COPY.sourcesNoCampaigns}</p>
        ) : (
          <AdminTable
            caption={ADMIN_COPY.sourcesByCampaign}
            headings={[DASHBOARD_COPY.campaignHeading, ...counts]}
            rightAligned={3}
          >
            {sources.campaigns.map((figure) =>
              row(figure, [named(figure.value)]),
            )}
          </AdminTable>
        )}
      </div>
    </section>
  );
}

function FailedMessages({messages}: {messages: FailedMessage[]}) {
  return (
    <section
      id="failed-messages"
      aria-labelledby="failed-messages-title"
      className="mt-10 space-y-4"
    >
      <h2 id="failed-messages-title" className="text-xl font-semibold">
        {ADMIN_COPY.failedMessagesTitle}
      </h2>
      <p className="text-sm text-stone-600 dark:text-stone-400">
        {ADMIN_COPY.failedMessagesIntro}
      </p>
      {messages.length === 0 ? (
        <p>{ADMIN_COPY.noFailedMessages}</p>
      ) : (
        <AdminTable
          caption={ADMIN_COPY.failedMessagesTitle}
          headings={[
            ...DASHBOARD_COPY.failedHeadings,
            <span key="action" className="sr-only">
              {DASHBOARD_COPY.action}
            </span>,
          ]}
        >
          {messages.map((message) => (
            <tr
              key={message.id}
              className="border-b border-stone-100 align-top dark:border-stone-800"
            >
              <td className="py-2 pr-4">{message.kind}</td>
              <td className="py-2 pr-4">{message.email}</td>
              <td className="py-2 pr-4">{message.attempts}</td>
              <td className="max-w-xs py-2 pr-4 break-words">
                {message.last_error}
              </td>
              <td className="whitespace-nowrap py-2 pr-4">
                {utcMinute(message.created_at)}
              </td>
              <td className="py-2">
                <form method="post">
                  <input type="hidden" name="intent" value="retry-message" />
                  <input type="hidden" name="messageId" value={message.id} />
                  <button
                    type="submit"
                    className="button-secondary px-3 py-1.5"
                    aria-label={`${ADMIN_COPY.retryMessage} ${message.kind} to ${message.email}`}
                  >
                    {ADMIN_COPY.retryMessage}
                  </button>
                </form>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}

/**
 * A plain GET form (works without scripts): which source's days the funnel chart draws.
 * The page's search query and page number stay as they are.
 */
function FunnelSourcePicker({
  sources,
  chosen,
  query,
  page,
}: {
  sources: string[];
  chosen: string | null;
  query: string;
  page: number;
}) {
  const listed =
    chosen === null || sources.includes(chosen)
      ? sources
      : [chosen, ...sources];
  return (
    <form
      method="get"
      action="#waitlist-funnel"
      className="mt-4 flex flex-wrap items-end gap-2"
    >
      {query ? <input type="hidden" name="q" value={query} /> : null}
      {page > 1 ? <input type="hidden" name="page" value={page} /> : null}
      <label className="grid gap-1 text-sm">
        {DASHBOARD_COPY.funnelSourceLabel}
        <select
          name={FUNNEL_PARAM}
          defaultValue={funnelChoiceValue(chosen)}
          className="rounded border border-stone-300 px-2 py-1 dark:border-stone-600 dark:bg-stone-900"
        >
          <option value={funnelChoiceValue(null)}>
            {DASHBOARD_COPY.funnelAllSources}
          </option>
          {listed.map((source) => (
            <option key={source} value={funnelChoiceValue(source)}>
              {source || DASHBOARD_COPY.funnelNoSource}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button-secondary px-4 py-1.5">
        {DASHBOARD_COPY.funnelShow}
      </button>
    </form>
  );
}

function Figure({
  label,
  value,
  testId,
}: {
  label: string;
  value: number;
  testId: string;
}) {
  return (
    <div className="rounded-2xl border border-stone-200 p-4 dark:border-stone-700">
      <dt className="text-sm text-stone-600 dark:text-stone-400">{label}</dt>
      <dd data-testid={testId} className="mt-1 text-3xl font-bold">
        {value}
      </dd>
    </div>
  );
}

function pageHref(query: string, page: number): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  params.set('page', String(page));
  return `${ROUTES.adminDashboard}?${params}`;
}

/** An ISO timestamp to the minute, as the tables show it (UTC). */
const utcMinute = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/**
 * The dashboard's lists: a captioned table that scrolls sideways on a phone. The scrolling
 * box takes the keyboard's focus (arrow keys scroll it) and is named by the caption; a
 * group, not a region, so it adds no landmark beside its section's. The last `rightAligned`
 * columns are right-aligned (counts).
 */
function AdminTable({
  caption,
  headings,
  rightAligned = 0,
  children,
}: {
  caption: string;
  headings: readonly ReactNode[];
  rightAligned?: number;
  children: ReactNode;
}) {
  return (
    <div
      role="group"
      aria-label={caption}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      className="overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-orange-600"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-stone-200 dark:border-stone-700">
            {headings.map((heading, index) => {
              const last = index === headings.length - 1;
              const right = index >= headings.length - rightAligned;
              return (
                <th
                  // A fixed list: a heading's position is its identity.
                  // eslint-disable-next-line react/no-array-index-key
                  key={index}
                  scope="col"
                  className={`whitespace-nowrap py-2${last ? '' : ' pr-4'}${right ? ' text-right' : ''}`}
                >
                  {heading}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
