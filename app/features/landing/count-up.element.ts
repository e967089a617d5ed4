import {COUNT_UP_DOM} from '~/features/landing/landing-contract';

/**
 * <count-up data-value="189">189</count-up> (COUNT_UP_DOM): counts from zero to the
 * server-rendered number once, when first scrolled into view. Without JavaScript, or with
 * reduced motion, the final number simply stays.
 */
const DURATION_MS = 1600;

export class CountUp extends HTMLElement {
  #observer: IntersectionObserver | undefined;

  connectedCallback() {
    const target = Number(this.getAttribute(COUNT_UP_DOM.value) ?? NaN);
    if (
      !Number.isFinite(target) ||
      matchMedia('(prefers-reduced-motion: reduce)').matches
    )
      return;
    // Screen readers read the final number from aria-label, not the moving digits.
    this.setAttribute('aria-label', this.textContent ?? String(target));
    this.textContent = format(0);
    this.#observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      this.#observer?.disconnect();
      this.#animate(target);
    });
    this.#observer.observe(this);
  }

  disconnectedCallback() {
    this.#observer?.disconnect();
  }

  #animate(target: number) {
    const start = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / DURATION_MS);
      const eased = 1 - (1 - progress) ** 3;
      this.textContent = format(Math.round(target * eased));
      if (progress < 1) requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  }
}

const format = (value: number) => value.toLocaleString('en-US');
