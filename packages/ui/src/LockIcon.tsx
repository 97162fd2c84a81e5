import type { ArticleLock } from './articleLock';
import type { LockSubject } from './lockSubject';
import { formatGermanDate } from './formatGermanDate';
import { PlusMark } from './PlusMark';
import { useArticleLock } from './ReaderLockContext';

function label(lock: Exclude<ArticleLock, { kind: 'none' | 'plus' }>): string {
  switch (lock.kind) {
    case 'unlocked':
      return `Mit Coin gekauft am ${formatGermanDate(lock.purchasedAt, { withTime: false })}`;
    case 'tag-included':
      return 'In Ihrem Themen-Abo enthalten';
    case 'coin':
      return 'Mit 1 Coin freischalten';
    case 'not-included':
      return 'Nicht in Ihrem Abo enthalten';
  }
}

/**
 * The lock icon of a headline (spec §4 "Headline lock icon") for the page's reader, in a slot of fixed size: the
 * server renders the empty slot of a paid article, the reader's mark fills it after hydration without moving
 * anything. Free articles have no slot.
 */
export function LockIcon({ subject }: { subject: LockSubject }) {
  const lock = useArticleLock(subject);
  if (lock?.kind === 'none') return null;
  if (lock === null) return <span className="ui-lock" aria-hidden="true" />;
  if (lock.kind === 'plus') {
    return (
      <span className="ui-lock" data-lock="plus">
        <PlusMark />
      </span>
    );
  }
  const text = label(lock);
  return (
    <span className={`ui-lock ui-lock--${lock.kind}`} data-lock={lock.kind} title={text}>
      <span className="ui-lock__icon" aria-hidden="true" />
      <span className="ui-visually-hidden">{text}</span>
    </span>
  );
}
