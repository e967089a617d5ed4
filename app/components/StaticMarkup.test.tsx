import {renderToString} from 'react-dom/server';
import {createRoutesStub} from 'react-router';
import {describe, expect, it, vi} from 'vitest';
import {renderStaticMarkup} from '~/lib/static-markup.server';
import {publicConfigFrom} from '~/lib/site';
import {Footer} from './Footer';
import {Header} from './Header';
import {registerStaticRenderer, staticMarkupSettled} from './StaticMarkup';
import {
  SEED_NAVIGATION,
  withVersion,
  type SiteNavigation,
} from '~/features/content/site-navigation';

/** The site chrome as a page at `path` renders it. */
function chromeAt(
  path: string,
  navigation: SiteNavigation = SEED_NAVIGATION,
): string {
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => (
        <>
          <Header navigation={navigation} />
          <Footer config={publicConfigFrom({})} navigation={navigation} />
        </>
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={[path]} />);
}

// The home page, a store page, and pages at (and below, in any case) each header link,
// which the header marks as the current page.
const PATHS = [
  '/',
  '/store/shop',
  '/gift-cards',
  '/Gift-Cards/',
  '/store/ai-recipes',
  '/store/ai-recipes/smoked-brisket',
  '/gift-cardsx',
];

describe('StaticMarkup: the chrome rendered once per isolate', () => {
  it('sends the HTML React renders for the header and footer, on every path', async () => {
    // Before a renderer is registered (as in the browser), the chrome renders as usual.
    const rendered = PATHS.map((path) => chromeAt(path));
    expect(rendered[2]).toContain('aria-current="page"');
    expect(rendered[1]).not.toContain('aria-current="page"');

    const renderer = vi.fn(renderStaticMarkup);
    registerStaticRenderer(renderer);
    // The first pages render in place while the (streaming) renderer writes the parts.
    expect(PATHS.map((path) => chromeAt(path))).toEqual(rendered);
    await staticMarkupSettled();
    // The main menu once per active link (none, Gift Cards, Recipes), the search, the
    // theme toggle, the footer's links: then only the cache. (The header has one copy of
    // each for every width, record 0266.)
    expect(renderer).toHaveBeenCalledTimes(6);
    expect(PATHS.map((path) => chromeAt(path))).toEqual(rendered);
    await staticMarkupSettled();
    expect(renderer).toHaveBeenCalledTimes(6);

    // A merchant's edit is a new version. Its first page renders the new menus in place
    // and nothing more (a fresh key costs its first request no second render), the second
    // has the renderer write them, and later pages take them from the cache.
    const edited = withVersion({
      ...SEED_NAVIGATION,
      directLinks: SEED_NAVIGATION.directLinks.slice(1),
    });
    const before = renderer.mock.calls.length;
    const editedHtml = chromeAt('/', edited);
    await staticMarkupSettled();
    expect(renderer.mock.calls.length - before).toBe(0);
    expect(editedHtml).not.toEqual(rendered[0]);
    // The direct link the edit removed (Recipes stays a link of the Shop dropdown).
    const recipesLink = 'class="nav-item">Recipes</a>';
    expect(rendered[0]).toContain(recipesLink);
    expect(editedHtml).not.toContain(recipesLink);
    expect(chromeAt('/', edited)).toEqual(editedHtml);
    await staticMarkupSettled();
    // Main menu and footer (the search and theme toggle are not menus).
    expect(renderer.mock.calls.length - before).toBe(2);
    expect(chromeAt('/', edited)).toEqual(editedHtml);
    await staticMarkupSettled();
    expect(renderer.mock.calls.length - before).toBe(2);
    expect(chromeAt('/')).toEqual(rendered[0]);
    registerStaticRenderer(null);
  });
});
