import type { ArticleLock, LockSubject } from './articleLock';
import { formatGermanDate } from './formatGermanDate';
import { PlusMark } from './PlusMark';
import { useArticleLock } from './ReaderLockContext';

const icons: Record<'unlocked' | 'tag-included' | 'coin' | 'not-included', string> = {
  // an open padlock
  unlocked: 'M7 10V7a5 5 0 0 1 9.6-2h-2.3A3 3 0 0 0 9 7v3h10v11H5V10z',
  // a padlock with a tick
  'tag-included':
    'M8 10V7a4 4 0 0 1 8 0v3h3v11H5V10zm2 0h4V7a2 2 0 0 0-4 0zm1 9 5-5-1.4-1.4-3.6 3.6-1.6-1.6L8 16z',
  // a coin
  coin: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zm0 2a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm1 3v8h-2v-5.5l-1.5.8-.9-1.7L11.2 8z',
  // a closed padlock
  'not-included': 'M8 10V7a4 4 0 0 1 8 0v3h3v11H5V10zm2 0h4V7a2 2 0 0 0-4 0z',
};

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
      <svg className="ui-lock__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d={icons[lock.kind]} fillRule="evenodd" />
      </svg>
      <span className="ui-visually-hidden">{text}</span>
    </span>
  );
}
