import type { ArticleTeaser } from '@news/contracts/content';
import type { ImageSizesSpec } from '@news/contracts/imageUrl';
import { AuthorLine } from './AuthorLine';
import { Badge } from './Badge';
import { BookmarkButton } from './BookmarkButton';
import { DateTime } from './DateTime';
import { teaserLockSubject } from './lockSubject';
import { LockIcon } from './LockIcon';
import { ResponsiveImage } from './ResponsiveImage';
import { displayBadge, teaserMarkers } from './teaserLabels';

export type TeaserVariant = 'lead' | 'standard' | 'list';

type Props = {
  teaser: ArticleTeaser;
  headingLevel?: 'h2' | 'h3';
  variant?: TeaserVariant;
  /** The first image of the page (LCP): eager, high fetch priority. */
  priority?: boolean;
  /** Offer the compact bookmark toggle in the footer (article lists). */
  bookmarkable?: boolean;
};

/** Rendered image width per layout (see the grid in articles.css). */
const SIZES: Record<TeaserVariant, ImageSizesSpec> = {
  lead: { base: '100vw', lg: '960px' },
  standard: { base: '100vw', md: '50vw', lg: '470px' },
  list: { base: '100vw', md: '240px' },
};

export function Teaser({
  teaser,
  headingLevel = 'h3',
  variant = 'standard',
  priority = false,
  bookmarkable = false,
}: Props) {
  const Heading = headingLevel;
  const badge = displayBadge(teaser);
  const markers = teaserMarkers(teaser);
  return (
    <article className={`ui-teaser ui-teaser--${variant}`} data-document-id={teaser.documentId}>
      {teaser.img ? (
        <ResponsiveImage
          className="ui-teaser__image"
          image={teaser.img}
          preset="teaser"
          sizes={SIZES[variant]}
          priority={priority}
        />
      ) : null}
      <div className="ui-teaser__body">
        {teaser.ressort ? <p className="ui-teaser__ressort">{teaser.ressort}</p> : null}
        <Heading className="ui-teaser__headline">
          {badge ? <Badge value={badge} /> : null}
          {markers.map((m) => (
            <span key={m} className="ui-marker">
              {m}
            </span>
          ))}
          {teaser.titlePrefix ? <span className="ui-teaser__prefix">{teaser.titlePrefix}: </span> : null}
          <a className="ui-teaser__link" href={teaser.targetPathOrUrl}>
            {teaser.title}
          </a>
          <LockIcon subject={teaserLockSubject(teaser)} />
        </Heading>
        {teaser.teaserTextHtml ? (
          <div className="ui-teaser__text" dangerouslySetInnerHTML={{ __html: teaser.teaserTextHtml }} />
        ) : null}
        <footer className="ui-teaser__meta">
          <AuthorLine authors={teaser.authors} />
          <DateTime iso={teaser.publishDate} />
          {bookmarkable ? <BookmarkButton articleId={teaser.documentId} compact /> : null}
        </footer>
      </div>
    </article>
  );
}
