import { createContext, useContext, useEffect } from 'react';
import type { ArticleLock } from './articleLock';
import { isPaidArticle, type LockSubject } from './lockSubject';

/** What a page (mf-articles) knows of its reader for the lock icons, and how a lock asks for its purchases. */
export type ReaderLockState = {
  /**
   * The lock of an article for the page's reader (articleLock); null until the reader is known (server render
   * and first client render: the cached, anonymous view).
   */
  lockOf: ((subject: LockSubject) => ArticleLock) | null;
  /** A lock on the page shows this paid article (its purchase date is looked up for wallet readers). */
  register(articleId: number): void;
};

/** Provided by a page that shows per-reader locks; without it a paid article shows the plus badge. */
export const ReaderLockContext = createContext<ReaderLockState | undefined>(undefined);

/**
 * The lock of an article for the page's reader: null while the reader is not known yet (the slot stays empty,
 * so the cached HTML holds no reader's state); the plus badge for paid articles where no page provides a reader.
 */
export function useArticleLock(subject: LockSubject): ArticleLock | null {
  const page = useContext(ReaderLockContext);
  const paid = isPaidArticle(subject);
  const register = page?.register;
  useEffect(() => {
    if (paid && register) register(subject.id);
  }, [paid, register, subject.id]);
  if (!page) return paid ? { kind: 'plus' } : { kind: 'none' };
  if (!paid) return { kind: 'none' };
  return page.lockOf === null ? null : page.lockOf(subject);
}
