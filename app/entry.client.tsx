import {HydratedRouter} from 'react-router/dom';
import {startTransition, StrictMode} from 'react';
import {hydrateRoot} from 'react-dom/client';
import {NonceProvider} from '@shopify/hydrogen';

// Only pages that keep React on the client load this module (see `handle.hydrate` in
// root.tsx). The server stamped its nonce on the inline scripts; Hydrogen's <Script>
// rendered after hydration reuses it.
startTransition(() => {
  const nonce =
    document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  hydrateRoot(
    document,
    <StrictMode>
      <NonceProvider value={nonce}>
        <HydratedRouter />
      </NonceProvider>
    </StrictMode>,
  );
});
