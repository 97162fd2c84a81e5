import { roleLabel } from './roleLabel';

describe('roleLabel', () => {
  it('names the roles in German', () => {
    expect(roleLabel('PLUS_USER')).toBe('plus-Abo');
    expect(roleLabel('EPAPER_USER')).toBe('E-Paper-Abo');
    expect(roleLabel('PUR_USER')).toBe('pur-Abo (werbefrei)');
    expect(roleLabel('WALLET_USER')).toBe('Coins-Guthaben');
    expect(roleLabel('PLUS-TAG-31')).toBe('Themen-Abo (Thema 31)');
  });
});
