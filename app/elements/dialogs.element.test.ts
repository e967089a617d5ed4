// @vitest-environment happy-dom
import {createElement, Fragment} from 'react';
import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import {EarlyBird} from '~/features/landing/LandingSections';
import {LAUNCH_COPY} from '~/lib/messages';
import {LAYOUT_COPY} from '~/components/copy';
import {SignupDialog} from '~/features/landing/SignupDialog';
import {
  closeDialogFromLink,
  closeDialogOnBackdropClick,
  openDialogFromLink,
} from './dialogs.element';
import {click, get, mount, serverHtml} from './test-support';

// As app/elements/index.ts registers them.
const HANDLERS = [
  openDialogFromLink,
  closeDialogFromLink,
  closeDialogOnBackdropClick,
];
beforeAll(() => {
  for (const handler of HANDLERS) document.addEventListener('click', handler);
});
afterAll(() => {
  for (const handler of HANDLERS)
    document.removeEventListener('click', handler);
});

beforeEach(() => {
  history.replaceState(null, '', '/');
  mount(
    serverHtml(
      createElement(
        Fragment,
        null,
        createElement(EarlyBird, {
          signupHref: '/?signup#signup',
          launched: false,
        }),
        createElement(SignupDialog, {open: false}),
      ),
    ),
  );
});

const opener = () => get<HTMLAnchorElement>(`a[href="/?signup#signup"]`);
const dialog = () => get<HTMLDialogElement>('dialog#signup');

describe('a link that opens a dialog', () => {
  it('opens its dialog in place on a plain click and focuses the first field', () => {
    expect(opener().textContent).toBe(LAUNCH_COPY.before.earlyBirdCta);
    const event = click(opener());
    expect(event.defaultPrevented).toBe(true);
    expect(dialog().open).toBe(true);
    expect(document.activeElement).toBe(
      get('dialog#signup input[name="name"]'),
    );
  });

  for (const [name, init] of Object.entries({
    'ctrl-click': {ctrlKey: true},
    'cmd-click': {metaKey: true},
    'shift-click': {shiftKey: true},
    'alt-click': {altKey: true},
    'middle button': {button: 1},
  }))
    it(`leaves a ${name} to the browser (the link, without script: /?signup)`, () => {
      const event = click(opener(), init);
      expect(event.defaultPrevented).toBe(false);
      expect(dialog().open).toBe(false);
    });

  it('leaves a click another script already took alone', () => {
    opener().addEventListener('click', (event) => event.preventDefault());
    click(opener());
    expect(dialog().open).toBe(false);
  });
});

describe('closing', () => {
  it('closes with the close link in place, leaving /?signup as the link would', () => {
    history.replaceState(null, '', '/?signup#signup');
    click(opener());
    const close = get<HTMLAnchorElement>(
      `dialog#signup a[aria-label="${LAYOUT_COPY.closeDialog}"]`,
    );
    const event = click(close);
    expect(event.defaultPrevented).toBe(true);
    expect(dialog().open).toBe(false);
    expect(location.pathname + location.search).toBe('/');
  });

  it('a modified click on the close link is left to the browser', () => {
    click(opener());
    const close = get(
      `dialog#signup a[aria-label="${LAYOUT_COPY.closeDialog}"]`,
    );
    expect(click(close, {metaKey: true}).defaultPrevented).toBe(false);
    expect(dialog().open).toBe(true);
  });

  it('closes on a click on the backdrop (outside the box), not on one inside it', () => {
    click(opener());
    // Happy DOM lays nothing out: the box is 0 x 0 at the origin.
    click(dialog(), {clientX: 0, clientY: 0});
    expect(dialog().open).toBe(true);
    click(get('dialog#signup h2'), {clientX: 400, clientY: 300});
    expect(dialog().open).toBe(true);
    click(dialog(), {clientX: 400, clientY: 300});
    expect(dialog().open).toBe(false);
  });
});
