import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {useFetcher} from 'react-router';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {CART_DATA_PATH} from '~/lib/cart-form';

type CartState = {
  /** The cart, fetched after load (public pages never carry it in their HTML). */
  cart: CartApiQueryFragment | null | undefined;
  isOpen: boolean;
  open: () => void;
  close: () => void;
};

const CartContext = createContext<CartState | null>(null);

/** The shared fetcher key of the cart's data: every cart action revalidates it. */
const CART_DATA_KEY = 'cart-data';

export function CartProvider({children}: {children: ReactNode}) {
  const fetcher = useFetcher<{cart: CartApiQueryFragment | null}>({
    key: CART_DATA_KEY,
  });
  const [isOpen, setOpen] = useState(false);
  const loadRef = useRef(fetcher.load);
  loadRef.current = fetcher.load;

  useEffect(() => {
    void loadRef.current(CART_DATA_PATH);
  }, []);

  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  const value = useMemo(
    () => ({cart: fetcher.data?.cart, isOpen, open, close}),
    [fetcher.data, isOpen, open, close],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

/** Null outside the provider: on pages that do not hydrate React, cart links are plain links. */
export function useCart(): CartState | null {
  return useContext(CartContext);
}
