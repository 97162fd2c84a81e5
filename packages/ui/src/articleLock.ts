import { subscribedTagIds, userFlagsOf } from '@news/contracts/userState';
import { isPaidArticle, type LockSubject } from './lockSubject';

/** The reader as the lock icon sees them, known only in the browser after hydration. */
export type LockReader = {
  /** The identity token's roles; null when not logged in. */
  roles: readonly string[] | null;
  /** Articles the reader bought with credits: article id → purchase date (ISO). */
  purchases: Readonly<Record<string, string>>;
  /** The brand's setting plus_logo_enabled. */
  plusLogoEnabled: boolean;
};

/** spec §4 "Headline lock icon": which mark a paid article gets for this reader. */
export type ArticleLock =
  | { kind: 'none' }
  | { kind: 'unlocked'; purchasedAt: string }
  | { kind: 'tag-included' }
  | { kind: 'coin' }
  | { kind: 'not-included' }
  | { kind: 'plus' };

/**
 * The lock of a paid article for one reader (spec §4, first match wins): unlocked on a date (bought with a
 * credit); included in the reader's tag subscription; the coin for wallet readers on articles sold for credits;
 * not included in the reader's (tag) subscription; the plus badge for everyone else without a subscription when
 * plus_logo_enabled is on. Free articles, and plus and e-paper subscribers, who read everything, get none.
 */
export function articleLock(subject: LockSubject, reader: LockReader): ArticleLock {
  if (!isPaidArticle(subject)) return { kind: 'none' };
  const roles = reader.roles ?? [];
  const flags = userFlagsOf(roles);
  if (flags.isPlusUser || flags.isEpaperUser) return { kind: 'none' };
  const purchasedAt = reader.roles === null ? undefined : reader.purchases[String(subject.id)];
  if (purchasedAt !== undefined) return { kind: 'unlocked', purchasedAt };
  const { tagIds } = subject;
  if (tagIds && subscribedTagIds(roles).some((tag) => tagIds.includes(tag))) return { kind: 'tag-included' };
  if (flags.isWalletUser && subject.isSoldContent === true) return { kind: 'coin' };
  if (flags.isTagSubscriptionUser && tagIds) return { kind: 'not-included' };
  return reader.plusLogoEnabled ? { kind: 'plus' } : { kind: 'none' };
}
