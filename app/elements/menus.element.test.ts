// @vitest-environment happy-dom
import {afterEach, describe, expect, it, vi} from 'vitest';
import {SLIDE_OUT_ID} from './contract';
import {closeSlideOutWhenWide} from './menus.element';

/** A media query list whose changes the test sends. */
function fakeMedia() {
  const target = new EventTarget();
  return {
    media: target as unknown as MediaQueryList,
    change: (matches: boolean) =>
      target.dispatchEvent(Object.assign(new Event('change'), {matches})),
  };
}

/** The header's popover; happy-dom has no popovers, so `:popover-open` is stubbed. */
function slideOut(open: boolean) {
  const panel = document.createElement('div');
  panel.id = SLIDE_OUT_ID;
  panel.setAttribute('popover', 'auto');
  const matches = panel.matches.bind(panel);
  panel.matches = (selector: string) =>
    selector === ':popover-open' ? open : matches(selector);
  panel.hidePopover = vi.fn();
  document.body.append(panel);
  return panel;
}

describe('closeSlideOutWhenWide', () => {
  afterEach(() => document.body.replaceChildren());

  it('closes the open slide-out when the window becomes wide', () => {
    const {media, change} = fakeMedia();
    const panel = slideOut(true);
    closeSlideOutWhenWide(media);
    change(true);
    expect(panel.hidePopover).toHaveBeenCalledOnce();
  });

  it('leaves it alone when the window becomes narrow, or when it is closed', () => {
    const {media, change} = fakeMedia();
    const open = slideOut(true);
    closeSlideOutWhenWide(media);
    change(false);
    expect(open.hidePopover).not.toHaveBeenCalled();

    document.body.replaceChildren();
    const closed = slideOut(false);
    change(true);
    expect(closed.hidePopover).not.toHaveBeenCalled();
  });
});
