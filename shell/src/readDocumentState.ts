import { documentStateSchema, type DocumentState } from '@news/contracts/documentState';

export function readDocumentState(doc: Document): DocumentState {
  const raw = doc.getElementById('__NEWS_STATE__')?.textContent ?? '';
  return documentStateSchema.parse(JSON.parse(raw));
}
