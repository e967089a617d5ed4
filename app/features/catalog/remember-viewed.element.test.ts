// @vitest-environment happy-dom
import {afterEach, describe, expect, it} from 'vitest';
import {define, mount} from '~/elements/test-support';
import {REMEMBER_VIEWED_DOM} from './catalog-contract';
import {RECENTLY_VIEWED_KEY} from './recently-viewed';
import {RememberViewed} from './remember-viewed.element';

define('remember-viewed', RememberViewed);

const product = `<remember-viewed ${REMEMBER_VIEWED_DOM.handle}="classic-18" ${REMEMBER_VIEWED_DOM.title}="Classic 18"></remember-viewed>`;
const remembered = () => localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '';

function prerendering(value: boolean) {
  Object.defineProperty(document, 'prerendering', {
    configurable: true,
    get: () => value,
  });
}

afterEach(() => {
  localStorage.clear();
  prerendering(false);
});

describe('<remember-viewed>', () => {
  it('remembers the product a visitor opens', () => {
    mount(product);
    expect(remembered()).toContain('classic-18');
  });

  it('remembers a prerendered product page only once the visitor is shown it', () => {
    prerendering(true);
    mount(product);
    expect(remembered()).toBe('');
    prerendering(false);
    document.dispatchEvent(new Event('prerenderingchange'));
    expect(remembered()).toContain('classic-18');
  });
});
