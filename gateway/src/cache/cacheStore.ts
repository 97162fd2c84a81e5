/** A stored document: what the page cache keeps per URL, brand and registry version. */
export type CachedDocument = { status: number; body: string; storedAt: number; serverTiming?: string };

export type CacheStore = {
  kind: 'memory' | 'redis';
  get(key: string): Promise<CachedDocument | null>;
  set(key: string, value: CachedDocument, ttlSeconds: number): Promise<void>;
  /** A short cross-process lock so only one replica revalidates a key; true when this caller got it. */
  lock(key: string, ttlMs: number): Promise<boolean>;
  unlock(key: string): Promise<void>;
  close(): Promise<void>;
};
