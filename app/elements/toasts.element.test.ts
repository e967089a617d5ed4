// @vitest-environment happy-dom
import {createElement} from 'react';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {COPY_CATALOGUES} from '~/lib/copy-catalogues';
import {Toasts} from '~/components/Toasts';
import {TOAST_LIMITS} from '~/lib/ui-timings';
import {define, get, mount, serverHtml} from './test-support';
import {showToast, ToastRegion} from './toasts.element';

define('toast-region', ToastRegion);

beforeEach(() => {
  vi.useFakeTimers();
  mount(serverHtml(createElement(Toasts)));
});
afterEach(() => {
  vi.useRealTimers();
});

const visible = () =>
  [...document.querySelectorAll('.toast:not([data-leaving])')].map(
    (toast) => toast.textContent,
  );
const all = () => document.querySelectorAll('.toast').length;

describe('<toast-region> (SPEC 9)', () => {
  it("shows a toast in the layout's live list, in its tone", () => {
    showToast('Saved');
    showToast('Nope', 'error');
    const list = get('[data-toast-list]');
    expect(list.getAttribute('aria-live')).toBe('polite');
    expect(
      [...list.children].map((toast) => toast.getAttribute('data-tone')),
    ).toEqual(['success', 'error']);
    expect(visible()).toEqual(['Saved', 'Nope']);
  });

  it('keeps at most 3 visible: a fourth sends the oldest out', () => {
    for (const text of ['one', 'two', 'three', 'four']) showToast(text);
    expect(visible()).toEqual(['two', 'three', 'four']);
    // The oldest fades for the removal time, then is gone.
    expect(all()).toBe(4);
    vi.advanceTimersByTime(TOAST_LIMITS.removalMs);
    expect(all()).toBe(3);
  });

  it('closes each toast after 4000 ms, with the 200 ms exit', () => {
    showToast('Saved');
    vi.advanceTimersByTime(TOAST_LIMITS.autoCloseMs - 1);
    expect(visible()).toEqual(['Saved']);
    vi.advanceTimersByTime(1);
    expect(visible()).toEqual([]);
    expect(all()).toBe(1);
    vi.advanceTimersByTime(TOAST_LIMITS.removalMs);
    expect(all()).toBe(0);
  });

  it('makes its own live list when none is marked for it, and never writes into another', () => {
    // On a German page: the list's name is the page's (app/elements/page-texts.ts).
    mount(
      '<toast-region><ol id="someone-elses"></ol></toast-region>' +
        serverHtml(null, '/de-de', 'DE'),
    );
    showToast('Hello');
    const list = get('toast-region [data-toast-list]');
    expect(list.getAttribute('aria-label')).toBe(
      COPY_CATALOGUES.layout.DE.NOTIFICATIONS_LABEL,
    );
    expect(list.getAttribute('aria-label')).toBe('Benachrichtigungen');
    expect(list.textContent).toBe('Hello');
    expect(get('#someone-elses').children).toHaveLength(0);
  });
});
