import { drawRecoVariant, keptRecoVariant, RECO_VARIANT_KEY } from './recoVariant';

/** A Storage stand-in backed by a Map. */
const memoryStorage = (initial: Record<string, string> = {}) => {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

describe('drawRecoVariant', () => {
  it('draws B below the percentage and A from it on', () => {
    expect(drawRecoVariant(30, () => 0.29)).toBe('B');
    expect(drawRecoVariant(30, () => 0.3)).toBe('A');
    expect(drawRecoVariant(0, () => 0)).toBe('A');
    expect(drawRecoVariant(100, () => 0.999)).toBe('B');
  });

  it('clamps the percentage and treats a broken one as 0', () => {
    expect(drawRecoVariant(150, () => 0.99)).toBe('B');
    expect(drawRecoVariant(-5, () => 0)).toBe('A');
    expect(drawRecoVariant(Number.NaN, () => 0)).toBe('A');
  });

  it('hits the configured share over many draws', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const draws = Array.from({ length: 10_000 }, () => drawRecoVariant(20, random));
    const share = draws.filter((v) => v === 'B').length / draws.length;
    expect(share).toBeGreaterThan(0.18);
    expect(share).toBeLessThan(0.22);
  });
});

describe('keptRecoVariant', () => {
  it('draws once, keeps the draw and answers it from then on', () => {
    const storage = memoryStorage();
    expect(keptRecoVariant(storage, 50, () => 0.1)).toBe('B');
    expect(storage.items.get(RECO_VARIANT_KEY)).toBe('B');
    expect(keptRecoVariant(storage, 50, () => 0.9)).toBe('B');
  });

  it('draws again over a value that is no variant', () => {
    const storage = memoryStorage({ [RECO_VARIANT_KEY]: 'C' });
    expect(keptRecoVariant(storage, 50, () => 0.9)).toBe('A');
    expect(storage.items.get(RECO_VARIANT_KEY)).toBe('A');
  });

  it('still answers a variant when storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(keptRecoVariant(refusing, 100)).toBe('B');
    expect(keptRecoVariant(null, 0)).toBe('A');
  });
});
