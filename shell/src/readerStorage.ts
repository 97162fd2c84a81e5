/**
 * The browser's localStorage, or a stand-in kept in memory where the browser denies it (the sign-in dialog in a
 * partner's frame, blocked site data): the reader's choices then last for the page, and nothing fails.
 */
export function readerStorage(win: Pick<Window, 'localStorage'>): Storage {
  try {
    const storage = win.localStorage;
    storage.getItem('colorMode');
    return storage;
  } catch {
    const items = new Map<string, string>();
    return {
      get length() {
        return items.size;
      },
      clear: () => items.clear(),
      getItem: (key) => items.get(key) ?? null,
      key: (index) => [...items.keys()][index] ?? null,
      removeItem: (key) => void items.delete(key),
      setItem: (key, value) => void items.set(key, String(value)),
    };
  }
}
