import { readerStorage } from './readerStorage';

describe('readerStorage', () => {
  it("is the browser's localStorage where the browser allows it", () => {
    const storage = { getItem: jest.fn(() => null) } as unknown as Storage;
    expect(readerStorage({ localStorage: storage })).toBe(storage);
  });

  it('keeps choices in memory where reading localStorage throws (a partner frame, blocked site data)', () => {
    const denied = {
      get localStorage(): Storage {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    };
    const storage = readerStorage(denied);
    expect(storage.getItem('colorMode')).toBeNull();
    storage.setItem('colorMode', 'dark');
    expect([storage.getItem('colorMode'), storage.length, storage.key(0)]).toEqual(['dark', 1, 'colorMode']);
    storage.removeItem('colorMode');
    expect(storage.getItem('colorMode')).toBeNull();
  });
});
