import { subscribedTagIds, userFlagsOf } from './userState';

describe('userFlagsOf (spec §6 roles)', () => {
  it.each([
    [
      [],
      {
        isPlusUser: false,
        isEpaperUser: false,
        isPurUser: false,
        isWalletUser: false,
        isTagSubscriptionUser: false,
      },
    ],
    [
      ['PLUS_USER'],
      {
        isPlusUser: true,
        isEpaperUser: false,
        isPurUser: false,
        isWalletUser: false,
        isTagSubscriptionUser: false,
      },
    ],
    [
      ['EPAPER_USER', 'PUR_USER'],
      {
        isPlusUser: false,
        isEpaperUser: true,
        isPurUser: true,
        isWalletUser: false,
        isTagSubscriptionUser: false,
      },
    ],
    [
      ['WALLET_USER'],
      {
        isPlusUser: false,
        isEpaperUser: false,
        isPurUser: false,
        isWalletUser: true,
        isTagSubscriptionUser: false,
      },
    ],
    // a wallet counts only without plus
    [
      ['WALLET_USER', 'PLUS_USER'],
      {
        isPlusUser: true,
        isEpaperUser: false,
        isPurUser: false,
        isWalletUser: false,
        isTagSubscriptionUser: false,
      },
    ],
    [
      ['PLUS-TAG-12'],
      {
        isPlusUser: false,
        isEpaperUser: false,
        isPurUser: false,
        isWalletUser: false,
        isTagSubscriptionUser: true,
      },
    ],
  ])('%j', (roles, flags) => expect(userFlagsOf(roles)).toEqual(flags));

  it('reads the tag ids of PLUS-TAG roles and nothing else', () => {
    expect(subscribedTagIds(['PLUS-TAG-12', 'PLUS_USER', 'PLUS-TAG-3', 'PLUS-TAG-0', 'PLUS-TAG-x'])).toEqual([
      12, 3,
    ]);
  });
});
