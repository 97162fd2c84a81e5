import { articleLock, type ArticleLock, type LockReader } from './articleLock';
import { isPaidArticle, teaserLockSubject, type LockSubject } from './lockSubject';

const plus: LockSubject = { id: 7, contentRestriction: 'plus', isSoldContent: false, tagIds: [1, 12, 40] };
const sold: LockSubject = { ...plus, isSoldContent: true };
const free: LockSubject = { ...plus, contentRestriction: 'free' };
const paywalledFree: LockSubject = { ...free, isPaywalled: true };

const reader = (roles: string[] | null, extra: Partial<LockReader> = {}): LockReader => ({
  roles,
  purchases: {},
  plusLogoEnabled: true,
  ...extra,
});
const bought = { purchases: { '7': '2026-03-12T09:30:00.000Z' } };

const none: ArticleLock = { kind: 'none' };
const cases: [string, LockSubject, LockReader, ArticleLock][] = [
  ['free article, anonymous', free, reader(null), none],
  ['free article, wallet reader', free, reader(['WALLET_USER']), none],
  ['an article shown without body counts as paid', paywalledFree, reader(null), { kind: 'plus' }],
  ['anonymous, plus logo on', plus, reader(null), { kind: 'plus' }],
  ['anonymous, plus logo off', plus, reader(null, { plusLogoEnabled: false }), none],
  ['free account', plus, reader([]), { kind: 'plus' }],
  ['pur only', plus, reader(['PUR_USER']), { kind: 'plus' }],
  ['plus subscriber', plus, reader(['PLUS_USER']), none],
  ['e-paper subscriber', sold, reader(['EPAPER_USER']), none],
  ['plus subscriber with a wallet', sold, reader(['PLUS_USER', 'WALLET_USER']), none],
  [
    'wallet reader who bought it',
    sold,
    reader(['WALLET_USER'], bought),
    { kind: 'unlocked', purchasedAt: '2026-03-12T09:30:00.000Z' },
  ],
  [
    'a purchase wins over a matching tag',
    sold,
    reader(['WALLET_USER', 'PLUS-TAG-12'], bought),
    { kind: 'unlocked', purchasedAt: '2026-03-12T09:30:00.000Z' },
  ],
  ['purchases of a logged-out reader do not count', sold, reader(null, bought), { kind: 'plus' }],
  ['tag subscriber, main tag', plus, reader(['PLUS-TAG-1']), { kind: 'tag-included' }],
  ['tag subscriber, an ancestor tag', plus, reader(['PLUS-TAG-40']), { kind: 'tag-included' }],
  ['tag subscriber of another tag', plus, reader(['PLUS-TAG-2']), { kind: 'not-included' }],
  [
    'tag subscriber of another tag, plus logo off',
    plus,
    reader(['PLUS-TAG-2'], { plusLogoEnabled: false }),
    { kind: 'not-included' },
  ],
  ['wallet reader, sold article', sold, reader(['WALLET_USER']), { kind: 'coin' }],
  ['wallet reader, article not sold for credits', plus, reader(['WALLET_USER']), { kind: 'plus' }],
  [
    'wallet reader with another tag, sold article',
    sold,
    reader(['WALLET_USER', 'PLUS-TAG-2']),
    { kind: 'coin' },
  ],
  [
    'wallet reader with another tag, not sold',
    plus,
    reader(['WALLET_USER', 'PLUS-TAG-2']),
    { kind: 'not-included' },
  ],
  [
    'headline without tags: a tag subscriber gets the plus badge',
    { id: 7, contentRestriction: 'plus' },
    reader(['PLUS-TAG-2']),
    { kind: 'plus' },
  ],
  [
    'headline without sale data: a wallet reader gets the plus badge',
    { id: 7, contentRestriction: 'plus' },
    reader(['WALLET_USER']),
    { kind: 'plus' },
  ],
  [
    'headline: a bought article is unlocked',
    { id: 7, contentRestriction: 'plus' },
    reader(['WALLET_USER'], bought),
    { kind: 'unlocked', purchasedAt: '2026-03-12T09:30:00.000Z' },
  ],
];

describe('articleLock (spec §4 "Headline lock icon")', () => {
  it.each(cases)('%s', (_name, subject, who, expected) => {
    expect(articleLock(subject, who)).toEqual(expected);
  });
});

describe('lock subjects', () => {
  const teaser = {
    documentId: 9,
    title: 'T',
    targetPathOrUrl: '/t-9',
    isSoldContent: true,
    isOpinion: false,
    isPodcast: false,
    isVideoArticle: false,
    contentRestriction: 'plus' as const,
    tags: [3, 4],
    maintag: 2,
    authors: [],
    publishDate: '2026-03-01T10:00:00.000Z',
  };
  it('a teaser matches a tag subscription by accessTagIds, else by main tag and tags', () => {
    expect(teaserLockSubject(teaser).tagIds).toEqual([2, 3, 4]);
    expect(teaserLockSubject({ ...teaser, accessTagIds: [2, 3, 4, 1] })).toEqual({
      id: 9,
      contentRestriction: 'plus',
      isSoldContent: true,
      tagIds: [2, 3, 4, 1],
    });
    expect(
      articleLock(teaserLockSubject({ ...teaser, accessTagIds: [2, 1] }), reader(['PLUS-TAG-1'])),
    ).toEqual({
      kind: 'tag-included',
    });
    expect(articleLock(teaserLockSubject(teaser), reader(['PLUS-TAG-1']))).toEqual({ kind: 'not-included' });
  });
});

describe('isPaidArticle', () => {
  it.each([
    [free, false],
    [plus, true],
    [paywalledFree, true],
    [{ ...plus, isPaywalled: false }, true],
  ])('%o → %s', (subject, expected) => expect(isPaidArticle(subject)).toBe(expected));
});
