/**
 * The base URL of the site's APIs from the page's configuration: the document's base URL (its `<base href>` when
 * it has one, else its own address), read when a request starts, so a module may create its client before a
 * document exists (server rendering imports it too). Paths like `/api/settings` resolve against its origin.
 */
export const pageBaseUrl = (): string => document.baseURI;
