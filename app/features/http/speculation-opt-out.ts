/**
 * A link carrying this attribute is never speculated (prefetched or prerendered) by the
 * Speculation Rules (speculation-rules.ts). Its own module so that elements can set it
 * without bundling the rules' path lists.
 */
export const NO_SPECULATION_ATTRIBUTE = 'data-no-prerender';
