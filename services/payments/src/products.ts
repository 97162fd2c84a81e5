import type { MandatorId } from '@news/config/mandators';
import type { Product } from '@news/contracts/commerceApi';

const plusIncludes = [
  'Alle plus-Artikel auf der Website und in der App',
  'Jederzeit zum Ende des Zeitraums kündbar',
];

/** The tag of the demo topic subscription (seedTags: "Politik"). */
const TOPIC_TAG = { id: 1, label: 'Politik' };

const sharedProducts: Product[] = [
  {
    productId: 'plus-monthly',
    name: 'plus Monatsabo',
    includes: plusIncludes,
    priceCents: 999,
    currency: 'EUR',
    period: 'month',
    role: 'PLUS_USER',
    credits: 0,
  },
  {
    productId: 'plus-yearly',
    name: 'plus Jahresabo',
    includes: [...plusIncludes, 'Zwei Monate gratis gegenüber dem Monatsabo'],
    priceCents: 9990,
    currency: 'EUR',
    period: 'year',
    role: 'PLUS_USER',
    credits: 0,
  },
  {
    productId: 'epaper-monthly',
    name: 'E-Paper Monatsabo',
    includes: ['Die gedruckte Ausgabe als E-Paper ab 5 Uhr', 'Alle plus-Artikel auf der Website'],
    priceCents: 2490,
    currency: 'EUR',
    period: 'month',
    role: 'EPAPER_USER',
    credits: 0,
  },
  {
    productId: 'pur-monthly',
    name: 'pur – ohne Werbung',
    includes: ['Die Website ohne Werbung und ohne Tracking zu Werbezwecken'],
    priceCents: 499,
    currency: 'EUR',
    period: 'month',
    role: 'PUR_USER',
    credits: 0,
  },
  {
    productId: `plus-tag-${TOPIC_TAG.id}`,
    name: `Themen-Abo ${TOPIC_TAG.label}`,
    includes: [`Alle plus-Artikel zum Thema ${TOPIC_TAG.label}`],
    priceCents: 299,
    currency: 'EUR',
    period: 'month',
    role: `PLUS-TAG-${TOPIC_TAG.id}`,
    credits: 0,
  },
  {
    productId: 'coins-5',
    name: '5 Coins',
    includes: ['Schaltet 5 plus-Artikel Ihrer Wahl frei', 'Kein Abo, keine Kündigung nötig'],
    priceCents: 450,
    currency: 'EUR',
    period: 'once',
    role: 'WALLET_USER',
    credits: 5,
  },
  {
    productId: 'coins-10',
    name: '10 Coins',
    includes: ['Schaltet 10 plus-Artikel Ihrer Wahl frei', 'Kein Abo, keine Kündigung nötig'],
    priceCents: 800,
    currency: 'EUR',
    period: 'once',
    role: 'WALLET_USER',
    credits: 10,
  },
];

/**
 * What each brand sells (issue 14), as data: a publisher changes names, prices and what is included here. Both demo
 * brands sell the same range; the Lahntal-Anzeiger's plus is cheaper.
 */
export const productsByMandator: Readonly<Record<MandatorId, readonly Product[]>> = {
  rb: sharedProducts,
  la: sharedProducts.map((p) =>
    p.productId === 'plus-monthly'
      ? { ...p, priceCents: 799 }
      : p.productId === 'plus-yearly'
        ? { ...p, priceCents: 7990 }
        : p,
  ),
};

export function findProduct(mandator: MandatorId, productId: string): Product | undefined {
  return productsByMandator[mandator].find((p) => p.productId === productId);
}
