import { mandators } from '@news/config/mandators';
import { FREE_ARTICLE_BOOKMARK_LIMIT } from '@news/contracts/userApi';
import { articleBookmarkLimit } from './articleBookmarkLimit';

describe('articleBookmarkLimit', () => {
  it('limits free readers, also with other subscriptions, to 5 articles', () => {
    expect(FREE_ARTICLE_BOOKMARK_LIMIT).toBe(5);
    for (const roles of [[], ['EPAPER_USER'], ['PUR_USER', 'WALLET_USER'], ['PLUS-TAG-12']] as const) {
      expect(articleBookmarkLimit({ roles: [...roles], mandator: mandators.rb })).toBe(5);
    }
  });

  it('lets plus readers and readers of an Express edition bookmark without limit', () => {
    expect(articleBookmarkLimit({ roles: ['PLUS_USER'], mandator: mandators.rb })).toBeNull();
    expect(
      articleBookmarkLimit({ roles: [], mandator: { ...mandators.la, expressEdition: true } }),
    ).toBeNull();
  });
});
