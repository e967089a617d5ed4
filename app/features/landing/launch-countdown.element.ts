import {attrSelector} from '~/elements/dom';
import {
  formatUnit,
  timeLeftUntil,
  type TimeLeft,
} from '~/features/landing/launch-clock';
import {
  COUNTDOWN_UNITS,
  LAUNCH_COUNTDOWN_DOM,
} from '~/features/landing/landing-contract';

/**
 * <launch-countdown data-launch-at="ISO"> (LAUNCH_COUNTDOWN_DOM): the server renders the
 * values at request time; this ticks them every second and stops at zero (marking
 * itself LAUNCH_COUNTDOWN_DOM.done).
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
    const left = timeLeftUntil(
      this.getAttribute(LAUNCH_COUNTDOWN_DOM.launchAt) ?? '',
      Date.now(),
    );
    this.#render(left);
    if (left.done) {
      clearInterval(this.#timer);
      this.toggleAttribute(LAUNCH_COUNTDOWN_DOM.done, true);
    }
  };

  #render(left: TimeLeft) {
    for (const unit of COUNTDOWN_UNITS) {
      const slot = this.querySelector(
        attrSelector(LAUNCH_COUNTDOWN_DOM.unit, unit),
      );
      const text = formatUnit(unit, left[unit]);
      if (slot && slot.textContent !== text) slot.textContent = text;
    }
  }
}
