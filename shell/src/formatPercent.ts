/**
 * A font size step as the header menu shows it, in German notation ("112,5 %"). Written out rather than with
 * `toLocaleString('de-DE')`, whose first call sets up the locale data: about 100 ms of main thread on a slow phone,
 * on the first view of every page.
 */
export const formatPercent = (size: number): string => `${String(size).replace('.', ',')} %`;
