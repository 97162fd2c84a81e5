import type { IdentityRole } from '@news/contracts/identityToken';
import { decideAccess, type AccessInput, type AccessDecisionResult } from './decideAccess';
import type { Reader } from './readReader';

const anonymous: Reader = { kind: 'anonymous' };
const reader = (...roles: IdentityRole[]): Reader => ({
  kind: 'registered',
  ssoId: 'de300000-0000-4000-8000-000000000001',
  roles,
  emailVerified: true,
});

/** A plus article (main tag 13 below 1, tag 24 below 2) for a free reader without anything: locked. */
const base: AccessInput = {
  paywallEnabled: true,
  article: { contentRestriction: 'plus', tagIds: [13, 1, 24, 2] },
  google: 'none',
  reader: reader(),
  purchasedAt: null,
  linkToken: { state: 'none', scope: [] },
  personalisation: 'subscription-offer',
};
const validGift = { state: 'valid' as const, scope: ['no_paywall'] };
const open = (reason: AccessDecisionResult['reason']): AccessDecisionResult => ({
  open: true,
  reason,
  template: 'ok',
});
const locked = (template: AccessDecisionResult['template']): AccessDecisionResult => ({
  open: false,
  reason: 'locked',
  template,
});

describe('decideAccess', () => {
  it.each<[string, Partial<AccessInput>, AccessDecisionResult]>([
    // one row per rule
    [
      '1 paywall disabled for the brand',
      { paywallEnabled: false, reader: anonymous },
      open('paywall_disabled'),
    ],
    [
      '2 free content',
      { article: { contentRestriction: 'free', tagIds: [] }, reader: anonymous },
      open('free'),
    ],
    ['3 Google says unlocked', { google: 'unlocked', reader: anonymous }, open('google_linking')],
    ['3 Google has not decided yet', { google: 'undecided', reader: anonymous }, open('google_linking')],
    ['4 plus reader', { reader: reader('PLUS_USER') }, open('plus')],
    ['5 e-paper reader', { reader: reader('EPAPER_USER') }, open('epaper')],
    ['6 subscriber of the main tag', { reader: reader('PLUS-TAG-13') }, open('tag_subscription')],
    ['6 subscriber of a tag', { reader: reader('PLUS-TAG-24') }, open('tag_subscription')],
    ['6 subscriber of an ancestor tag', { reader: reader('PLUS-TAG-2') }, open('tag_subscription')],
    ['7 bought with a credit', { purchasedAt: '2026-11-20T08:00:00.000Z' }, open('credit_purchase')],
    ['8 logged-in reader with a no_paywall link token', { linkToken: validGift }, open('link_token')],
    ['9 personalisation answers ok (meter)', { personalisation: 'ok' }, open('personalisation')],
    ['10 otherwise locked, with the personalisation template', {}, locked('subscription-offer')],

    // what does not open
    [
      'anonymous reader',
      { reader: anonymous, personalisation: 'registration-wall' },
      locked('registration-wall'),
    ],
    [
      'Google says locked',
      { google: 'locked', reader: anonymous, personalisation: 'registration-wall' },
      locked('registration-wall'),
    ],
    ['subscriber of another tag', { reader: reader('PLUS-TAG-3') }, locked('subscription-offer')],
    [
      'subscriber of a tag number that only starts alike',
      { reader: reader('PLUS-TAG-130') },
      locked('subscription-offer'),
    ],
    [
      'PUR and wallet roles alone',
      { reader: reader('PUR_USER', 'WALLET_USER'), personalisation: 'coin-offer' },
      locked('coin-offer'),
    ],
    [
      'a link token for an anonymous reader',
      { reader: anonymous, linkToken: validGift, personalisation: 'registration-wall' },
      locked('registration-wall'),
    ],
    ['an expired link token', { linkToken: { state: 'expired', scope: [] } }, locked('subscription-offer')],
    ['an invalid link token', { linkToken: { state: 'invalid', scope: [] } }, locked('subscription-offer')],
    [
      'a valid link token without no_paywall',
      { linkToken: { state: 'valid', scope: ['preview'] } },
      locked('subscription-offer'),
    ],
    [
      'a purchase of an anonymous reader',
      { reader: anonymous, purchasedAt: '2026-11-20T08:00:00.000Z', personalisation: 'registration-wall' },
      locked('registration-wall'),
    ],
    [
      'wallet reader with credits: coin offer',
      { reader: reader('WALLET_USER'), personalisation: 'coin-offer' },
      locked('coin-offer'),
    ],
    [
      'wallet reader without credits',
      { reader: reader('WALLET_USER'), personalisation: 'coins-empty' },
      locked('coins-empty'),
    ],

    // first match wins
    [
      'a disabled paywall beats everything',
      { paywallEnabled: false, google: 'locked', reader: anonymous },
      open('paywall_disabled'),
    ],
    [
      'free beats Google',
      { article: { contentRestriction: 'free', tagIds: [] }, google: 'unlocked' },
      open('free'),
    ],
    [
      'Google unlocked beats plus',
      { google: 'unlocked', reader: reader('PLUS_USER') },
      open('google_linking'),
    ],
    [
      'a plus reader coming from a locked Google context reads by plus',
      { google: 'locked', reader: reader('PLUS_USER') },
      open('plus'),
    ],
    ['plus beats e-paper', { reader: reader('EPAPER_USER', 'PLUS_USER') }, open('plus')],
    ['e-paper beats a tag subscription', { reader: reader('PLUS-TAG-13', 'EPAPER_USER') }, open('epaper')],
    [
      'a tag subscription beats a purchase',
      { reader: reader('PLUS-TAG-1'), purchasedAt: '2026-11-20T08:00:00.000Z' },
      open('tag_subscription'),
    ],
    [
      'a purchase beats a link token',
      { purchasedAt: '2026-11-20T08:00:00.000Z', linkToken: validGift },
      open('credit_purchase'),
    ],
    ['a link token beats the meter', { linkToken: validGift, personalisation: 'ok' }, open('link_token')],
    [
      'a plus reader with an expired link token is open by plus',
      { reader: reader('PLUS_USER'), linkToken: { state: 'expired', scope: [] } },
      open('plus'),
    ],
    [
      'a plus reader is open by plus, not by the meter',
      { reader: reader('PLUS_USER'), personalisation: 'ok' },
      open('plus'),
    ],
  ])('%s', (_name, change, expected) => {
    expect(decideAccess({ ...base, ...change })).toEqual(expected);
  });
});
