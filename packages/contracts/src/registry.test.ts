import { partialRegistrySchema, registrySchema, remoteNames } from './registry';

const valid = {
  'mf-articles': {
    entry: '/remotes/mf-articles/1.2.0/mf-manifest.json',
    ssrEntry: '/remotes/mf-articles/1.2.0/server/mf-manifest.json',
    version: '1.2.0',
  },
  'mf-portal': { entry: 'https://cdn.example.org/mf-portal/mf-manifest.json' },
  'mf-dialog-flow': { entry: '/remotes/mf-dialog-flow/mf-manifest.json?v=3' },
  'mf-paywall': { entry: 'http://localhost:3001/mf-manifest.json' },
  'mf-consent': { entry: '/remotes/mf-consent/mf-manifest.json' },
};

describe('registrySchema', () => {
  it('lists the five remotes', () => {
    expect(remoteNames).toEqual(['mf-articles', 'mf-portal', 'mf-dialog-flow', 'mf-paywall', 'mf-consent']);
  });

  it('accepts a registry with an entry per remote', () => {
    expect(registrySchema.parse(valid)).toEqual(valid);
  });

  it('rejects an unknown remote name', () => {
    expect(registrySchema.safeParse({ ...valid, 'mf-evil': { entry: '/x/mf-manifest.json' } }).success).toBe(
      false,
    );
  });

  it('rejects a registry missing a remote', () => {
    const { 'mf-consent': _omitted, ...rest } = valid;
    expect(registrySchema.safeParse(rest).success).toBe(false);
  });

  it.each([
    ['a relative path', 'remotes/mf-portal/mf-manifest.json'],
    ['a protocol-relative URL', '//cdn.example.org/mf-manifest.json'],
    ['a javascript: URL', 'javascript:alert(1)//mf-manifest.json'],
    ['a remoteEntry.js', '/remotes/mf-portal/remoteEntry.js'],
    ['a file named like a manifest', '/remotes/mf-portal/not-mf-manifest.json'],
    ['an empty string', ''],
  ])('rejects %s as entry', (_label, entry) => {
    expect(registrySchema.safeParse({ ...valid, 'mf-portal': { entry } }).success).toBe(false);
  });
});

describe('partialRegistrySchema', () => {
  it('accepts some remotes, validates their entries and rejects unknown names', () => {
    expect(partialRegistrySchema.parse({ 'mf-portal': valid['mf-portal'] })).toEqual({
      'mf-portal': valid['mf-portal'],
    });
    expect(partialRegistrySchema.safeParse({ 'mf-portal': { entry: '/x/remoteEntry.js' } }).success).toBe(
      false,
    );
    expect(partialRegistrySchema.safeParse({ 'mf-evil': { entry: '/x/mf-manifest.json' } }).success).toBe(
      false,
    );
  });
});
