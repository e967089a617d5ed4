import {
  formatUnit,
  timeLeftUntil,
  type TimeLeft,
} from '~/features/landing/launch-clock';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/**
 * <launch-countdown data-launch-at="ISO">: the server renders the values at request
 * time; this ticks them every second and stops at zero.
 */
export class LaunchCountdown extends HTMLElement {
  #timer: ReturnType<typeof setInterval> | undefined;

  connectedCallback() {
    this.#tick();
    if (!this.#timer) this.#timer = setInterval(this.#tick, 1000);
  }

  disconnectedCallback() {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }

  #tick = () => {
    const left = timeLeftUntil(this.dataset.launchAt ?? '', Date.now());
    this.#render(left);
    if (left.done) {
      clearInterval(this.#timer);
      this.toggleAttribute('data-done', true);
    }
  };

  #render(left: TimeLeft) {
    for (const unit of UNITS) {
      const slot = this.querySelector(`[data-unit="${unit}"]`);
      const text = formatUnit(unit, left[unit]);
      if (slot && slot.textContent !== text) slot.textContent = text;
    }
  }
}
