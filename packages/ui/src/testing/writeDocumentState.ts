/** Tests: the document's state script (`#__NEWS_STATE__`) as the gateway writes it, with the given values. */
export function writeDocumentState(state: Record<string, unknown>): void {
  const script = document.createElement('script');
  script.id = '__NEWS_STATE__';
  script.type = 'application/json';
  script.textContent = JSON.stringify(state);
  document.head.append(script);
}
