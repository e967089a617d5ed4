/**
 * Why the sign-in page is shown after a session was ended on purpose: `?ended=codes` after
 * too many wrong TOTP codes in one session (decision 0191). The page shows the notice.
 */
export const ENDED_PARAM = 'ended';
export const ENDED_CODES = 'codes';
