import type { ArticleTeaser } from '@news/contracts/content';
import { Teaser } from '@news/ui/Teaser';

/** Teasers one below the other, each an h2 (lists sit directly below the page's h1), each with a bookmark toggle. */
export function TeaserList({
  teasers,
  headingLevel = 'h2',
}: {
  teasers: readonly ArticleTeaser[];
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <div className="ar-teaser-list">
      {teasers.map((teaser, i) => (
        <Teaser
          key={teaser.documentId}
          teaser={teaser}
          variant="list"
          headingLevel={headingLevel}
          priority={i === 0}
          bookmarkable
        />
      ))}
    </div>
  );
}
