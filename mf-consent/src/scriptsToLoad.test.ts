import { grantsFor, grantsForAll } from '@news/contracts/consentVendors';
import { readerScope } from './readerScope';
import { scriptsToLoad } from './scriptsToLoad';

const scripts = { kdm: '/k.js', ivw: '/i.js', cleverpush: '/c.js', unknownVendor: '/u.js' };
const anonymous = readerScope(false, { type: 'LOGOUT' });
const reader = (roles: string[]) =>
  readerScope(false, {
    type: 'USER_UPDATED',
    user: { ssoId: 's', email: 'e@x.de', firstName: '', lastName: '', emailVerified: true, roles },
  });
const vendors = (list: { vendor: string }[]) => list.map((s) => s.vendor);

describe('scriptsToLoad', () => {
  it("loads exactly the allowed vendors' configured scripts", () => {
    expect(scriptsToLoad(scripts, grantsFor(['kdm', 'cleverpush', 'youtube']), anonymous)).toEqual([
      { vendor: 'kdm', url: '/k.js' },
      { vendor: 'cleverpush', url: '/c.js' },
    ]);
    expect(vendors(scriptsToLoad(scripts, grantsForAll(true), anonymous))).toEqual([
      'kdm',
      'ivw',
      'cleverpush',
    ]);
    expect(scriptsToLoad(scripts, grantsForAll(false), anonymous)).toEqual([]);
  });

  it('loads no ads for a PUR reader, also with plus, and nothing for a PUR reader without plus or in the app', () => {
    expect(vendors(scriptsToLoad(scripts, grantsForAll(true), reader(['PUR_USER', 'PLUS_USER'])))).toEqual([
      'ivw',
      'cleverpush',
    ]);
    expect(scriptsToLoad(scripts, grantsForAll(true), reader(['PUR_USER']))).toEqual([]);
    expect(scriptsToLoad(scripts, grantsForAll(true), readerScope(true, { type: 'LOGOUT' }))).toEqual([]);
    expect(vendors(scriptsToLoad(scripts, grantsForAll(true), reader(['PLUS_USER'])))).toHaveLength(3);
  });
});
