/**
 * A stored document: what the page cache keeps per URL, brand and registry version; `styleSources`, the hashes of
 * the inline styles of a document that carries its own (an island first view), for its policy (allowDocumentStyles).
 */
export type CachedDocument = {
  status: number;
  body: string;
  storedAt: number;
  serverTiming?: string;
  styleSources?: string[];
};

export type CacheStore = {
  kind: 'memory' | 'redis';
  get(key: string): Promise<CachedDocument | null>;
  set(key: string, value: CachedDocument, ttlSeconds: number): Promise<void>;
  /** A short cross-process lock so only one replica revalidates a key; true when this caller got it. */
  lock(key: string, ttlMs: number): Promise<boolean>;
  unlock(key: string): Promise<void>;
  close(): Promise<void>;
};
