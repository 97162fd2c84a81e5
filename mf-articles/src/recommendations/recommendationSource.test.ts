import { grantsFor } from '@news/contracts/consentVendors';
import { recommendationSource } from './recommendationSource';

const firstParty = { provider: 'first-party' } as const;
const thirdParty = { provider: 'allesPlus' } as const;
const reader = (...roles: string[]) => ({ roles });

describe('recommendationSource', () => {
  it('recommends our own content by default, to anonymous and logged-in readers', () => {
    expect(recommendationSource(firstParty, null, null)).toBe('first-party');
    expect(recommendationSource(firstParty, reader('PLUS_USER'), grantsFor(['allesPlus']))).toBe(
      'first-party',
    );
  });

  it('shows a PUR reader without plus nothing, a PUR reader with plus only our own content', () => {
    expect(recommendationSource(firstParty, reader('PUR_USER'), null)).toBe('none');
    expect(recommendationSource(thirdParty, reader('PUR_USER'), grantsFor(['allesPlus']))).toBe('none');
    expect(recommendationSource(thirdParty, reader('PUR_USER', 'PLUS_USER'), grantsFor(['allesPlus']))).toBe(
      'first-party',
    );
  });

  it("uses the brand's third-party provider only with that vendor's consent", () => {
    expect(recommendationSource(thirdParty, null, null)).toBe('first-party');
    expect(recommendationSource(thirdParty, null, grantsFor(['kdm', 'youtube']))).toBe('first-party');
    expect(recommendationSource(thirdParty, null, grantsFor(['allesPlus']))).toBe('allesPlus');
    expect(recommendationSource(thirdParty, reader('PLUS_USER'), grantsFor(['allesPlus']))).toBe('allesPlus');
  });
});
