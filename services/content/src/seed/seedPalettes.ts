/** Colour themes of the generated seed pictures: one per main channel plus test reports and podcasts. */
export type SeedPalette = {
  /** Darkest to lightest. */
  colors: [string, string, string, string];
  /** German description of the colours for alt texts ("in Grüntönen"). */
  colorName: string;
};

export const seedPalettes = {
  lokales: { colors: ['#2f6b3a', '#4f9a5a', '#a8d5a2', '#eef7e9'], colorName: 'Grüntönen' },
  politik: { colors: ['#1d3557', '#2f5d8a', '#7fa7d1', '#e8f0f8'], colorName: 'Blautönen' },
  wirtschaft: { colors: ['#0f4c5c', '#1f7a7a', '#8cc7c0', '#eaf6f4'], colorName: 'Petroltönen' },
  sport: { colors: ['#8a2c0d', '#d9531e', '#f4a259', '#fdf0e3'], colorName: 'Orange- und Rottönen' },
  kultur: { colors: ['#3d1f5c', '#6b3fa0', '#b89ad9', '#f3eefa'], colorName: 'Violetttönen' },
  panorama: { colors: ['#6d1a1a', '#b23a3a', '#e8918a', '#fbeeee'], colorName: 'Rottönen' },
  ratgeber: { colors: ['#7a5a00', '#d4a017', '#f2d479', '#fdf7e3'], colorName: 'Gelb- und Ockertönen' },
  meinung: { colors: ['#2b2d42', '#5c6378', '#a3aab8', '#eef0f4'], colorName: 'Grau- und Schiefertönen' },
  testbericht: { colors: ['#0b3954', '#087e8b', '#7ccad5', '#e6f6f8'], colorName: 'Türkistönen' },
  podcast: { colors: ['#4a1942', '#893168', '#d88fb5', '#fbeef5'], colorName: 'Beerentönen' },
} satisfies Record<string, SeedPalette>;

export type SeedTheme = keyof typeof seedPalettes;

/** The theme for a channel path ('lokales/auenfeld' → 'lokales'); unknown channels use 'panorama'. */
export function themeForChannel(channelPath: string): SeedTheme {
  const top = channelPath.split('/')[0] ?? '';
  return top in seedPalettes ? (top as SeedTheme) : 'panorama';
}
