import { eventBus } from '@news/event-bus/eventBus';
import type { ReaderLockState } from '@news/ui/ReaderLockContext';
import { useCallback, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { ReaderLockStore } from './createReaderLockStore';

let loading: Promise<ReaderLockStore> | null = null;
const unknown = () => null;
const silent = () => () => undefined;

/**
 * The reader of the page's lock icons (known only after hydration, so the cached HTML holds none). What finds out
 * who the reader is loads with the first paid article a lock registers: a page without one loads nothing of it.
 */
export function useReaderLockState(): ReaderLockState {
  const [store, setStore] = useState<ReaderLockStore | null>(null);
  const waiting = useRef<number[]>([]);
  const register = useCallback(
    (articleId: number) => {
      if (store) {
        store.register(articleId);
        return;
      }
      waiting.current.push(articleId);
      loading ??= import(/* webpackChunkName: "reader-locks" */ './createReaderLockStore').then((module) =>
        module.createReaderLockStore({ bus: eventBus, doc: document }),
      );
      void loading.then((loaded) => {
        for (const id of waiting.current.splice(0)) loaded.register(id);
        setStore(loaded);
      });
    },
    [store],
  );
  const lockOf = useSyncExternalStore(store?.subscribe ?? silent, store?.getLockOf ?? unknown, unknown);
  return useMemo(() => ({ lockOf, register }), [lockOf, register]);
}
