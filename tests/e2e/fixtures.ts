import {test as base, expect} from '@playwright/test';

/** Adds `jsEnabled` so a spec can branch on the project it runs in. */
export const test = base.extend<{jsEnabled: boolean}>({
  jsEnabled: async ({javaScriptEnabled}, use) =>
    use(javaScriptEnabled !== false),
});

export {expect};

export const VIEWPORTS = {
  phone: {width: 375, height: 740},
  desktop: {width: 1280, height: 800},
} as const;
