/**
 * The outcome of a form posted without JavaScript, carried in the URL of the page the
 * visitor is sent back to (post/redirect/get): `?notice=joined`. The query names a notice
 * from this list, never free text, so the page stays the same for every visitor with that
 * URL (cacheable) and nobody can make it say something else. A reload shows the notice
 * again; it never posts again.
 */
import {MESSAGES, VISITOR_COPY, WELCOME_DISCOUNT} from './messages';

export const NOTICE_PARAM = 'notice';

type Notice = {
  message: string;
  tone: 'success' | 'info' | 'error';
  /** Where it shows: the page's own status line, or under the footer newsletter. */
  place: 'page' | 'newsletter';
  code?: string;
};

const NOTICES = {
  joined: {message: MESSAGES.signupJoined, tone: 'success', place: 'page'},
  resent: {message: MESSAGES.signupResent, tone: 'success', place: 'page'},
  'already-sent': {
    message: VISITOR_COPY.signupAlreadySent,
    tone: 'info',
    place: 'page',
  },
  'on-list': {
    message: VISITOR_COPY.signupOnListNotResent,
    tone: 'info',
    place: 'page',
  },
  'exit-intent': {
    message: MESSAGES.exitIntentSuccess,
    tone: 'success',
    place: 'page',
    code: WELCOME_DISCOUNT.code,
  },
  subscribed: {
    message: MESSAGES.footerSubscribed,
    tone: 'success',
    place: 'newsletter',
  },
  'already-subscribed': {
    message: MESSAGES.footerAlreadySubscribed,
    tone: 'info',
    place: 'newsletter',
  },
  'newsletter-failed': {
    message: MESSAGES.footerFailed,
    tone: 'error',
    place: 'newsletter',
  },
} as const satisfies Record<string, Notice>;

export type NoticeKey = keyof typeof NOTICES;

const isNoticeKey = (value: unknown): value is NoticeKey =>
  typeof value === 'string' && Object.hasOwn(NOTICES, value);

/** The notice that says what an outcome says, if the list has one for that place. */
export function noticeKeyFor(
  outcome: {message: string},
  place: Notice['place'],
): NoticeKey | undefined {
  return (Object.keys(NOTICES) as NoticeKey[]).find(
    (key) =>
      NOTICES[key].message === outcome.message && NOTICES[key].place === place,
  );
}

/** The notice a page URL carries for one place, if any. */
export function noticeIn(
  search: string | URLSearchParams,
  place: Notice['place'],
): Notice | undefined {
  const key = new URLSearchParams(search).get(NOTICE_PARAM);
  if (!isNoticeKey(key)) return undefined;
  const notice: Notice = NOTICES[key];
  return notice.place === place ? notice : undefined;
}

/** `path` with the notice in its query (replacing any earlier one) and an optional anchor. */
export function withNotice(
  path: string,
  key: NoticeKey,
  anchor?: string,
): string {
  const url = new URL(path, 'http://same.origin');
  url.searchParams.set(NOTICE_PARAM, key);
  return `${url.pathname}${url.search}${anchor ? `#${anchor}` : ''}`;
}

/**
 * The current page's path without a notice, nor the campaign's `utm_*` parameters (the
 * signup already recorded them from its Referer; without them a landing page is the same
 * HTML for every campaign, decision 0156): where a form sends the visitor back to.
 */
export function pathWithoutNotice(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(NOTICE_PARAM);
  for (const name of [...params.keys()])
    if (name.startsWith('utm_')) params.delete(name);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
