import { documentStateSchema, type DocumentState } from './documentState';

/** The document's state (<script id="__NEWS_STATE__">), validated; throws when it is missing or broken. */
export function readDocumentState(doc: Document): DocumentState {
  const raw = doc.getElementById('__NEWS_STATE__')?.textContent ?? '';
  return documentStateSchema.parse(JSON.parse(raw));
}
