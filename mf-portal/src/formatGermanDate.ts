const dateFormat = new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'Europe/Berlin' });

/** An ISO date as readers here write it: "26. Dezember 2026". */
export const formatGermanDate = (iso: string): string => dateFormat.format(new Date(iso));
