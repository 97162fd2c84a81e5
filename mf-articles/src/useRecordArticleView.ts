import { readDocumentState } from '@news/contracts/readDocumentState';
import { eventBus } from '@news/event-bus/eventBus';
import { useEffect } from 'react';
import { recordArticleView } from './recordArticleView';

const mandatorOf = (doc: Document): string | null => {
  try {
    return readDocumentState(doc).mandator;
  } catch {
    return null;
  }
};

/**
 * Records one view of the article for a logged-in reader (their read-articles history, spec §9 visit counter):
 * once per mount of the article screen and article id, as soon as the shell announced the reader on the bus (also
 * after a login on the page). A logged-out reader records nothing; a failure only costs this one history entry.
 */
export function useRecordArticleView(articleId: number): void {
  useEffect(() => {
    let recordedFor: string | null = null;
    const subscription = eventBus.on('auth').subscribe((event) => {
      if (event.type === 'LOGOUT' || recordedFor === event.user.ssoId) return;
      const mandator = mandatorOf(document);
      if (mandator === null) return;
      recordedFor = event.user.ssoId;
      recordArticleView(mandator, event.user.ssoId, articleId).catch((error: unknown) => {
        console.warn('[mf-articles] the read article could not be recorded', error);
      });
    });
    return () => subscription.unsubscribe();
  }, [articleId]);
}
