import type { Mandator } from '@news/config/mandators';

/** The icon sizes browsers and platforms ask for (Android launchers, splash screens, desktop installs). */
export const APP_ICON_SIZES = [72, 96, 128, 144, 152, 192, 384, 512] as const;

/** The brand's web app manifest: installable with its own name, icons and theme colour, opening on the home page. */
export function webManifest(mandator: Mandator) {
  return {
    id: '/',
    name: mandator.name,
    short_name: mandator.shortName,
    description: `Nachrichten aus der Region – ${mandator.name}`,
    lang: 'de',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: mandator.colors.primary,
    icons: APP_ICON_SIZES.map((size) => ({
      src: `/icons/icon-${size}.png`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'any',
    })),
  };
}
