import {useEffect} from 'react';
import {useFetcher} from 'react-router';
import type {CartActionResult} from '~/lib/cart-actions.server';
import {MESSAGES} from '~/lib/messages';
import {CartActionForm} from './CartActionForm';

const CHECKOUT_KEY = 'checkout';

/**
 * The checkout button (MESSAGES.checkoutButton). Without JavaScript the form opens a
 * new tab whose POST redirects to the checkout. With it, the button shows progress while
 * the checkout is created, then the checkout opens in a new tab; a failure shows the
 * spec's message here.
 */
export function CheckoutForm() {
  const fetcher = useFetcher<CartActionResult>({key: CHECKOUT_KEY});
  const busy = fetcher.state !== 'idle';
  const checkoutUrl =
    fetcher.state === 'idle' ? fetcher.data?.checkoutUrl : undefined;
  const error = fetcher.state === 'idle' ? fetcher.data?.errors[0] : undefined;

  useEffect(() => {
    if (!checkoutUrl) return;
    // Within the click's activation window, so not a blocked pop-up; fall back to this tab.
    // (The 'noopener' feature would make window.open return null even on success.)
    const tab = window.open(checkoutUrl, '_blank');
    if (tab) tab.opener = null;
    else window.location.assign(checkoutUrl);
  }, [checkoutUrl]);

  return (
    <div className="space-y-2">
      <CartActionForm
        intent="checkout"
        fetcherKey={CHECKOUT_KEY}
        target="_blank"
      >
        <button
          type="submit"
          className="button-primary w-full"
          disabled={busy}
          aria-busy={busy}
        >
          {busy ? 'Creating your checkout…' : MESSAGES.checkoutButton}
        </button>
      </CartActionForm>
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
