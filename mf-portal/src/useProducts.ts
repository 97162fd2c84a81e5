import type { Product } from '@news/contracts/commerceApi';
import { useEffect, useState } from 'react';
import { commerceClient } from './commerceClient';

export type ProductsState = { kind: 'loading' } | { kind: 'error' } | { kind: 'loaded'; products: Product[] };

/** The brand's products from the app server, loaded once per page. */
export function useProducts(): ProductsState {
  const [state, setState] = useState<ProductsState>({ kind: 'loading' });
  useEffect(() => {
    let active = true;
    commerceClient.products().then(
      (products) => active && setState({ kind: 'loaded', products }),
      (error: unknown) => {
        console.error('[mf-portal] the offers could not be loaded', error);
        if (active) setState({ kind: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, []);
  return state;
}
