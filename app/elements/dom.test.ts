// @vitest-environment happy-dom
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {attrSelector, isPlainLeftClick, setFormBusy} from './dom';
import {get, mount} from './test-support';

const clickWith = (init: MouseEventInit) =>
  new MouseEvent('click', {button: 0, cancelable: true, ...init});

describe('isPlainLeftClick', () => {
  it('is a primary-button click with no modifier key, not taken by a script', () => {
    expect(isPlainLeftClick(clickWith({}))).toBe(true);
    for (const init of [
      {ctrlKey: true},
      {metaKey: true},
      {shiftKey: true},
      {altKey: true},
      {button: 1},
      {button: 2},
    ])
      expect(isPlainLeftClick(clickWith(init)), JSON.stringify(init)).toBe(
        false,
      );
    const taken = clickWith({});
    taken.preventDefault();
    expect(isPlainLeftClick(taken)).toBe(false);
  });
});

describe('attrSelector', () => {
  it('selects a mark, or a mark with a value such as a cart line id or an option', () => {
    mount(
      '<p data-x="gid://shopify/CartLine/1?cart=c1"></p><p data-x="Color=Ember Red"></p><p></p>',
    );
    const [line, option] = document.querySelectorAll('p');
    expect(document.querySelectorAll(attrSelector('data-x'))).toHaveLength(2);
    expect(
      get(attrSelector('data-x', 'gid://shopify/CartLine/1?cart=c1')),
    ).toBe(line);
    expect(get(attrSelector('data-x', 'Color=Ember Red'))).toBe(option);
  });
});

describe('setFormBusy', () => {
  it('disables the submit buttons, shows the busy label, then puts back what each showed', () => {
    mount(`<form>
      <button type="submit" data-busy-label="Adding…">Add to cart</button>
      <button type="submit" disabled>Sold out</button>
      <button type="button">Other</button>
    </form>`);
    const form = get<HTMLFormElement>('form');
    const [add, soldOut, other] = [
      ...form.querySelectorAll('button'),
    ] as HTMLButtonElement[];

    setFormBusy(form, true);
    expect(form.getAttribute('aria-busy')).toBe('true');
    expect([add!.disabled, add!.textContent]).toEqual([true, 'Adding…']);
    expect(soldOut!.disabled).toBe(true);
    expect(other!.disabled).toBe(false);
    // Busy twice is still busy once: idle puts back the first state.
    setFormBusy(form, true);

    setFormBusy(form, false);
    expect(form.getAttribute('aria-busy')).toBe('false');
    expect([add!.disabled, add!.textContent]).toEqual([false, 'Add to cart']);
    // Rendered disabled by the server (sold out), it stays so.
    expect([soldOut!.disabled, soldOut!.textContent]).toEqual([
      true,
      'Sold out',
    ]);
  });
});

describe('whenShown', () => {
  it('runs at once on a page the visitor sees, and after activation on a prerendered one', async () => {
    const {whenShown} = await import('./dom');
    const shown: string[] = [];
    whenShown(() => shown.push('now'));
    expect(shown).toEqual(['now']);
    const prerendered = Object.assign(new EventTarget(), {prerendering: true});
    whenShown(() => shown.push('later'), prerendered as unknown as Document);
    expect(shown).toEqual(['now']);
    prerendered.dispatchEvent(new Event('prerenderingchange'));
    prerendered.dispatchEvent(new Event('prerenderingchange'));
    expect(shown).toEqual(['now', 'later']);
  });
});

describe('showModalAfterPaint', () => {
  type Calls = string[];
  const fakeDialog = (calls: Calls) => {
    const dialog = {
      open: false,
      modal: false,
      show() {
        calls.push('show');
        dialog.open = true;
      },
      setAttribute(name: string) {
        calls.push(`set ${name}`);
        if (name === 'open') dialog.open = true;
      },
      removeAttribute(name: string) {
        calls.push(`remove ${name}`);
        if (name === 'open') dialog.open = dialog.modal = false;
      },
      showModal() {
        calls.push('showModal');
        dialog.open = true;
        dialog.modal = true;
      },
      close() {
        calls.push('close');
        dialog.open = false;
        dialog.modal = false;
      },
      matches: (selector: string) => selector === ':modal' && dialog.modal,
    };
    return dialog;
  };
  const frames: Array<() => void> = [];
  beforeEach(() => {
    frames.length = 0;
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) =>
      frames.push(callback),
    );
    vi.useFakeTimers({toFake: ['setTimeout']});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const paint = () => {
    for (const frame of frames.splice(0)) frame();
    vi.runAllTimers();
  };

  it('shows the dialog at once by its attribute (no focusing steps) and makes it modal after the next paint, in one task', async () => {
    const {showModalAfterPaint} = await import('./dom');
    const calls: Calls = [];
    const dialog = fakeDialog(calls);
    showModalAfterPaint(dialog as unknown as HTMLDialogElement);
    expect(calls).toEqual(['set open']);
    vi.runAllTimers(); // no frame yet: still the non-modal first frame
    expect(calls).toEqual(['set open']);
    paint();
    expect(calls).toEqual(['set open', 'remove open', 'showModal']);
    expect(dialog.modal).toBe(true);
  });

  it('leaves a dialog closed before the paint closed, and an open one alone', async () => {
    const {showModalAfterPaint} = await import('./dom');
    const calls: Calls = [];
    const dialog = fakeDialog(calls);
    showModalAfterPaint(dialog as unknown as HTMLDialogElement);
    dialog.close();
    paint();
    expect(calls).toEqual(['set open', 'close']);

    const open = fakeDialog([]);
    open.showModal();
    const before = [...calls];
    showModalAfterPaint(open as unknown as HTMLDialogElement);
    paint();
    expect(calls).toEqual(before);
    expect(open.modal).toBe(true);
  });
});
