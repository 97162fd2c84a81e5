/** Fetches a JSON document from the content API (on the server); a 404 resolves to null, other failures throw. */
export type FetchJson = (path: string) => Promise<unknown | null>;
