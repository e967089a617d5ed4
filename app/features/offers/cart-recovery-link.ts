/** The cart recovery link's shape, shared by the page, the server and the link script. */
export const RECOVERY_TOKEN_PARAM = 'cart';
/** How long an emailed link works. */
export const RECOVERY_LINK_DAYS = 14;
