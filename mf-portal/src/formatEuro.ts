const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/** A price in cents as readers read it: "9,99 €". */
export const formatEuro = (cents: number): string => euro.format(cents / 100);

/** "9,99 € monatlich", "99,90 € jährlich", "4,50 € einmalig". */
export const formatPrice = (cents: number, period: 'month' | 'year' | 'once'): string =>
  `${formatEuro(cents)} ${period === 'month' ? 'monatlich' : period === 'year' ? 'jährlich' : 'einmalig'}`;
