import {FUNNEL_STEPS, type FunnelStep} from './funnel-steps';
import type {DatabaseClient} from '~/lib/supabase.server';

/**
 * What the dashboard shows, read as the signed-in admin (RLS decides; the service key is
 * never used here). Each figure is one small query, so a figure for a column a later
 * migration adds (confirmation, referrals, UTM) is one more entry here and in the page.
 */

export const NEWSLETTER_SOURCES = ['exit-intent', 'footer'] as const;
export const SIGNUPS_PAGE_SIZE = 20;
export const CHART_DAYS = 30;

export type DailySignups = {day: string; signups: number; newsletter: number};
/** An outbox message that gave up (issue 12): shown with a Retry button. */
export type FailedMessage = {
  id: number;
  kind: string;
  email: string;
  attempts: number;
  last_error: string | null;
  created_at: string;
};
export const FAILED_MESSAGES_SHOWN = 50;
export type SignupRow = {name: string; email: string; created_at: string};
/** A waitlist member and how many friends confirmed through their link. */
export type TopReferrer = {name: string; email: string; referrals: number};
export const TOP_REFERRERS_SHOWN = 10;
/**
 * One row of the "Sources" figures (supabase/migrations/20251124170000_signup_sources.sql):
 * per form, per UTM source and medium, or per UTM campaign. `value` null: none recorded.
 */
export type SourceFigure = {
  value: string | null;
  /** The medium, for a UTM source. */
  detail: string | null;
  waitlist: number;
  confirmed: number;
  newsletter: number;
};
export type SignupSources = {
  forms: SourceFigure[];
  sources: SourceFigure[];
  campaigns: SourceFigure[];
};
export const SOURCES_SHOWN = 10;
const SOURCE_DIMENSIONS = {
  form: 'forms',
  source: 'sources',
  campaign: 'campaigns',
} as const satisfies Record<string, keyof SignupSources>;

/** The waitlist funnel (decision 0241) over the chart's days, per UTM source ('' = none). */

export type FunnelRow = {day: string; source: string} & Record<
  FunnelStep,
  number
>;
export type FunnelBySource = {source: string} & Record<FunnelStep, number>;
export type FunnelDay = {day: string} & Record<FunnelStep, number>;

/** The days from `since` to `today` (UTC, YYYY-MM-DD), oldest first. */
export function daysFrom(since: Date, today: Date): string[] {
  const days: string[] = [];
  const day = new Date(since.toISOString().slice(0, 10));
  const last = today.toISOString().slice(0, 10);
  for (let key = day.toISOString().slice(0, 10); key <= last;) {
    days.push(key);
    day.setUTCDate(day.getUTCDate() + 1);
    key = day.toISOString().slice(0, 10);
  }
  return days;
}

/** Each day's steps for one source (null: summed over all), a day without rows at zero. */
export function funnelPerDay(
  rows: FunnelRow[],
  days: string[],
  source: string | null,
): FunnelDay[] {
  const byDay = new Map<string, FunnelDay>(
    days.map((day) => [
      day,
      {
        day,
        ...Object.fromEntries(FUNNEL_STEPS.map((step) => [step, 0])),
      } as FunnelDay,
    ]),
  );
  for (const row of rows) {
    const total = byDay.get(String(row.day).slice(0, 10));
    if (!total || (source !== null && row.source !== source)) continue;
    for (const step of FUNNEL_STEPS) total[step] += Number(row[step]);
  }
  return [...byDay.values()];
}

/** Sums the per-day rows per source, the busiest source first. */
export function funnelBySource(rows: FunnelRow[]): FunnelBySource[] {
  const bySource = new Map<string, FunnelBySource>();
  for (const row of rows) {
    const total =
      bySource.get(row.source) ??
      ({
        source: row.source,
        ...Object.fromEntries(FUNNEL_STEPS.map((step) => [step, 0])),
      } as FunnelBySource);
    for (const step of FUNNEL_STEPS) total[step] += Number(row[step]);
    bySource.set(row.source, total);
  }
  return [...bySource.values()].sort(
    (a, b) =>
      b.landing_views - a.landing_views ||
      b.joined - a.joined ||
      a.source.localeCompare(b.source),
  );
}

export type Dashboard = {
  totals: {
    waitlist: number;
    /** Double opt-in: the address owner followed the confirmation link. */
    confirmed: number;
    /** Confirmed signups through a link that earned their referrer places. */
    referrals: number;
    newsletter: number;
    newsletterBySource: {source: string; count: number}[];
  };
  perDay: DailySignups[];
  latest: {
    rows: SignupRow[];
    total: number;
    page: number;
    pages: number;
    query: string;
  };
  failedMessages: FailedMessage[];
  topReferrers: TopReferrer[];
  sources: SignupSources;
  funnel: FunnelBySource[];
  funnelDays: FunnelDay[];
  /** The source the funnel chart shows; null: all. */
  funnelSource: string | null;
};

export async function loadDashboard(
  db: DatabaseClient,
  options: {
    query: string;
    page: number;
    today?: Date;
    funnelSource?: string | null;
  },
): Promise<Dashboard> {
  const today = new Date(options.today ?? Date.now());
  const since = new Date(today);
  since.setUTCDate(since.getUTCDate() - (CHART_DAYS - 1));

  const subscriberCount = () =>
    db.from('subscribers').select('*', {count: 'exact', head: true});
  const [
    waitlist,
    confirmed,
    referrals,
    newsletter,
    bySource,
    perDay,
    latest,
    failed,
    referrers,
    sources,
    funnel,
  ] = await Promise.all([
    countOf(subscriberCount()),
    countOf(subscriberCount().not('confirmed_at', 'is', null)),
    // Credited referrals only: a ring from one IP earns nothing (migration 20251124180000).
    countOf(subscriberCount().not('referral_credited_at', 'is', null)),
    countOf(
      db
        .from('newsletter_subscribers')
        .select('*', {count: 'exact', head: true}),
    ),
    Promise.all(
      NEWSLETTER_SOURCES.map(async (source) => ({
        source,
        count: await countOf(
          db
            .from('newsletter_subscribers')
            .select('*', {count: 'exact', head: true})
            .eq('source', source),
        ),
      })),
    ),
    db.rpc('waitlist_signups_per_day', {
      since: since.toISOString().slice(0, 10),
    }),
    latestSignups(db, options.query, options.page),
    // A security-definer function that checks for an aal2 admin: the outbox itself has
    // no policy (supabase/migrations/20251124100000_admin_outbox_panel.sql).
    db.rpc('admin_failed_outbox_messages', {max_rows: FAILED_MESSAGES_SHOWN}),
    // Grouped in the database (supabase/migrations/20251124160000_admin_top_referrers.sql).
    db.rpc('admin_top_referrers', {max_rows: TOP_REFERRERS_SHOWN}),
    db.rpc('admin_signup_sources', {max_rows: SOURCES_SHOWN}),
    // supabase/migrations/20251126100000_waitlist_funnel.sql (decision 0241).
    db.rpc('admin_waitlist_funnel', {since: since.toISOString().slice(0, 10)}),
  ]);
  if (perDay.error) throw perDay.error;
  if (failed.error) throw failed.error;
  if (referrers.error) throw referrers.error;
  if (sources.error) throw sources.error;
  if (funnel.error) throw funnel.error;
  const funnelSource = options.funnelSource ?? null;
  return {
    funnel: funnelBySource(funnel.data as FunnelRow[]),
    funnelDays: funnelPerDay(
      funnel.data as FunnelRow[],
      daysFrom(since, today),
      funnelSource,
    ),
    funnelSource,
    totals: {
      waitlist,
      confirmed,
      referrals,
      newsletter,
      newsletterBySource: bySource,
    },
    perDay: (perDay.data as DailySignups[]).map((row) => ({
      day: row.day,
      signups: Number(row.signups),
      newsletter: Number(row.newsletter),
    })),
    latest,
    failedMessages: (failed.data as FailedMessage[]).map((row) => ({
      ...row,
      id: Number(row.id),
    })),
    topReferrers: (referrers.data as TopReferrer[]).map((row) => ({
      ...row,
      referrals: Number(row.referrals),
    })),
    sources: signupSourcesOf(sources.data as SourceRow[]),
  };
}

type SourceRow = Omit<SourceFigure, 'waitlist' | 'confirmed' | 'newsletter'> & {
  dimension: string;
  waitlist: number | string;
  confirmed: number | string;
  newsletter: number | string;
};

/** The function's rows (bigints may arrive as strings), split into the three figures. */
export function signupSourcesOf(rows: SourceRow[]): SignupSources {
  const sources: SignupSources = {forms: [], sources: [], campaigns: []};
  for (const row of rows) {
    const figure = Object.hasOwn(SOURCE_DIMENSIONS, row.dimension)
      ? SOURCE_DIMENSIONS[row.dimension as keyof typeof SOURCE_DIMENSIONS]
      : null;
    if (!figure) continue;
    sources[figure].push({
      value: row.value,
      detail: row.detail,
      waitlist: Number(row.waitlist),
      confirmed: Number(row.confirmed),
      newsletter: Number(row.newsletter),
    });
  }
  return sources;
}

/** Puts one failed message back in the queue; false when it is no longer failed. */
export async function retryOutboxMessage(
  db: DatabaseClient,
  messageId: number,
): Promise<boolean> {
  const {data, error} = await db.rpc('admin_retry_outbox_message', {
    message_id: messageId,
  });
  if (error) throw error;
  return data === true;
}

/** A message id as posted by the Retry button, or null. */
export function messageIdFrom(value: FormDataEntryValue | null): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

async function latestSignups(db: DatabaseClient, query: string, page: number) {
  const from = (page - 1) * SIGNUPS_PAGE_SIZE;
  let request = db
    .from('subscribers')
    .select('name, email, created_at', {count: 'exact'})
    .order('created_at', {ascending: false})
    .order('id', {ascending: false})
    .range(from, from + SIGNUPS_PAGE_SIZE - 1);
  // The search matches the email (case-insensitive, anywhere in it).
  if (query) request = request.ilike('email', `%${escapeLike(query)}%`);
  const {data, count, error} = await request;
  if (error) throw error;
  const total = count ?? 0;
  return {
    rows: (data ?? []) as SignupRow[],
    total,
    page,
    pages: Math.max(1, Math.ceil(total / SIGNUPS_PAGE_SIZE)),
    query,
  };
}

async function countOf(
  request: PromiseLike<{count: number | null; error: unknown}>,
): Promise<number> {
  const {count, error} = await request;
  if (error) throw error;
  return count ?? 0;
}

/** `%` and `_` typed in the search box are literal characters, not wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}
