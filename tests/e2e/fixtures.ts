import {test as base, expect} from '@playwright/test';

/**
 * Which project runs a test: playwright.config.ts filters on these tags. An untagged test
 * runs in both, `js` and `no-js`, because what it checks differs with scripts on and off
 * (an element enhances the flow it drives, or replaces what the server renders).
 */
export const MODE = {
  /**
   * Only in `js`: what exists only with scripts (the popup, toasts, the drawer's optimistic
   * quantity, predictive search), what needs a script in the page to check (axe), and
   * layout walks, where the page with its scripts is the fuller one (scripts only add to it:
   * the theme toggle, what the elements render).
   */
  jsOnly: '@js-only',
  /** Only in `no-js`: what a script replaces (post/redirect/get, the no-JS confirmations). */
  noJsOnly: '@no-js-only',
  /**
   * Once, in `no-js`: what the server sends (status, headers, headings, meta, lists, links)
   * and flows through plain links and forms that no element enhances. No page hydrates
   * React (decision 0182), so with scripts these are the same requests; without them the
   * page is the server's HTML alone. When an element takes such a flow over, its test
   * loses this tag and runs in both projects again.
   */
  serverOutput: '@server-output',
} as const;

/** Adds `jsEnabled` so a spec can branch on the project it runs in. */
export const test = base.extend<{jsEnabled: boolean; modeTags: void}>({
  jsEnabled: async ({javaScriptEnabled}, use) =>
    use(javaScriptEnabled !== false),
  // The tags and the projects' filters must agree: a test never runs where its tag says not.
  modeTags: [
    async ({jsEnabled}, use, testInfo) => {
      const onlyWithout = [MODE.noJsOnly, MODE.serverOutput].filter((tag) =>
        testInfo.tags.includes(tag),
      );
      if (jsEnabled ? onlyWithout.length : testInfo.tags.includes(MODE.jsOnly))
        throw new Error(
          `"${testInfo.title}" (${testInfo.tags.join(' ')}) must not run in project ${testInfo.project.name}: see the projects' grepInvert in playwright.config.ts`,
        );
      await use();
    },
    {auto: true},
  ],
});

export {expect};

export const VIEWPORTS = {
  phone: {width: 375, height: 740},
  desktop: {width: 1280, height: 800},
} as const;
