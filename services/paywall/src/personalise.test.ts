import type { IdentityRole } from '@news/contracts/identityToken';
import { personalise, type PersonalisationAnswer, type PersonalisationInput } from './personalise';
import type { Reader } from './readReader';

const anonymous: Reader = { kind: 'anonymous' };
const reader = (...roles: IdentityRole[]): Reader => ({
  kind: 'registered',
  ssoId: 'de300000-0000-4000-8000-000000000001',
  roles,
  emailVerified: true,
});
const meter = (used: number, counted = false) => ({ used, limit: 3, counted });

/** A registered reader whose meter is used up, no wallet, an article sold with credits. */
const base: PersonalisationInput = {
  reader: reader(),
  registrationWall: true,
  meter: meter(3),
  _dm_linkTokenState: 'none',
  walletCredits: null,
  soldWithCredits: true,
};
const used = { remaining: 0, limit: 3 };

describe('personalise', () => {
  it.each<[string, Partial<PersonalisationInput>, PersonalisationAnswer]>([
    [
      'anonymous, brand with a registration wall',
      { reader: anonymous, meter: undefined },
      { template: 'registration-wall' },
    ],
    [
      'anonymous, brand without a registration wall',
      { reader: anonymous, meter: undefined, registrationWall: false },
      { template: 'subscription-offer' },
    ],
    [
      'anonymous with a valid gift link, even without a registration wall',
      { reader: anonymous, meter: undefined, registrationWall: false, _dm_linkTokenState: 'valid' },
      { template: 'registration-wall' },
    ],
    [
      'anonymous with an expired gift link: the brand rule',
      { reader: anonymous, meter: undefined, registrationWall: false, _dm_linkTokenState: 'expired' },
      { template: 'subscription-offer' },
    ],
    [
      'meter with room: the first article',
      { meter: meter(0) },
      { template: 'ok', meter: { remaining: 2, limit: 3 } },
    ],
    [
      'meter with room: the last one',
      { meter: meter(2) },
      { template: 'ok', meter: { remaining: 0, limit: 3 } },
    ],
    [
      'meter full, but this article counted already',
      { meter: meter(3, true) },
      { template: 'ok', meter: used },
    ],
    ['meter full: subscription offer', {}, { template: 'subscription-offer', meter: used }],
    [
      'not metered (no meter, or e-mail not confirmed)',
      { meter: undefined },
      { template: 'subscription-offer' },
    ],
    [
      'wallet reader with credits, article sold with credits',
      { reader: reader('WALLET_USER'), walletCredits: 4 },
      { template: 'coin-offer', meter: used },
    ],
    [
      'wallet reader without credits',
      { reader: reader('WALLET_USER'), walletCredits: 0 },
      { template: 'coins-empty', meter: used },
    ],
    [
      'wallet reader with credits, article not sold with credits',
      { reader: reader('WALLET_USER'), walletCredits: 4, soldWithCredits: false },
      { template: 'subscription-offer', meter: used },
    ],
    [
      'wallet reader without credits, article not sold with credits',
      { reader: reader('WALLET_USER'), walletCredits: 0, soldWithCredits: false },
      { template: 'subscription-offer', meter: used },
    ],
    [
      'credits without the wallet role',
      { walletCredits: 4 },
      { template: 'subscription-offer', meter: used },
    ],
    [
      'the wallet role without a wallet',
      { reader: reader('WALLET_USER'), walletCredits: null },
      { template: 'subscription-offer', meter: used },
    ],
    [
      'meter room comes before the coin offer',
      { reader: reader('WALLET_USER'), walletCredits: 4, meter: meter(1) },
      { template: 'ok', meter: { remaining: 1, limit: 3 } },
    ],
  ])('%s', (_name, change, expected) => {
    expect(personalise({ ...base, ...change })).toEqual(expected);
  });
});
