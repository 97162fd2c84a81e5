import type { ArticlePage } from '@news/contracts/contentPages';
import type { EcommerceWidgetRules } from '@news/contracts/ecommerceWidget';
import type { GiftMark } from '@news/contracts/giftToken';
import type { RecommendationsSetup } from '@news/contracts/recommendations';
import { pageTargeting } from '@news/contracts/adTargeting';
import { useRef } from 'react';
import { AdSlot } from '@news/ui/AdSlot';
import { AuthorLine } from '@news/ui/AuthorLine';
import { Badge } from '@news/ui/Badge';
import { BookmarkButton } from '@news/ui/BookmarkButton';
import { DateTime } from '@news/ui/DateTime';
import { LockIcon } from '@news/ui/LockIcon';
import { ResponsiveFigure } from '@news/ui/ResponsiveFigure';
import { SectionHeader } from '@news/ui/SectionHeader';
import { Teaser } from '@news/ui/Teaser';
import { displayBadge, teaserMarkers } from '@news/ui/teaserLabels';
import { articleLockSubject, isPaidArticle } from '@news/ui/lockSubject';
import { PAYWALLED_SECTION_CLASS } from '../articleJsonLd';
import { ContentBody } from '../components/ContentBody';
import { SwipeHint } from '../components/SwipeHint';
import { Recommendations } from '../recommendations/Recommendations';
import type { ParcelSlot } from '../ParcelSlot';
import { shareImage } from '../shareImage';
import { useArticleUnlock, type ArticleUnlock } from '../useArticleUnlock';
import { useRecordArticleView } from '../useRecordArticleView';

const HEADER_SIZES = { base: '100vw', lg: '704px' };

/**
 * The header video: a native player that loads nothing before the reader presses play (preload none), with the
 * poster reserving its 16:9 space, German captions and the caption as its accessible name.
 */
function HeaderVideo({ video }: { video: NonNullable<ArticlePage['headerVideo']> }) {
  const { poster, caption, source } = video;
  if (!source) {
    return (
      <ResponsiveFigure
        className="ar-article__media ar-article__video"
        image={{ ...poster, caption }}
        preset="article"
        sizes={HEADER_SIZES}
        priority
      />
    );
  }
  // The 1280 px webp of the lead image (as for sharing); the player scales it down.
  const posterSrc = shareImage(poster);
  return (
    <figure className="ar-article__media ar-article__video">
      <video
        className="ar-article__player"
        controls
        preload="none"
        playsInline
        width={1280}
        height={720}
        aria-label={caption}
        {...(posterSrc ? { poster: posterSrc } : {})}
      >
        <source src={source.src} type={source.type} />
        <track kind="captions" src={source.captions} srcLang="de" label="Deutsch" default />
        <p>
          Ihr Browser kann dieses Video nicht abspielen. <a href={source.src}>Video herunterladen</a>
        </p>
      </video>
      <figcaption className="ui-figure__caption">{caption}</figcaption>
    </figure>
  );
}

/**
 * The header gallery: a strip the reader swipes (or scrolls, or moves through with the arrow keys once it has the
 * focus), one picture at a time; with `swipeHint` (the brand's swipe_tooltip_enabled) a touch reader sees the
 * one-time hint on it.
 */
function Gallery({
  images,
  swipeHint,
}: {
  images: NonNullable<ArticlePage['galleryHeader']>;
  swipeHint: boolean;
}) {
  const strip = useRef<HTMLUListElement>(null);
  return (
    <section className="ar-article__media ar-gallery" aria-label="Bildergalerie">
      <ul ref={strip} className="ar-gallery__list" tabIndex={0} aria-label={`${images.length} Bilder`}>
        {images.map((image, i) => (
          <li key={image.baseUrl}>
            <ResponsiveFigure image={image} preset="article" sizes={HEADER_SIZES} priority={i === 0} />
          </li>
        ))}
      </ul>
      {swipeHint && images.length > 1 ? <SwipeHint strip={strip} /> : null}
    </section>
  );
}

function HeaderMedia({ article, swipeHint }: { article: ArticlePage; swipeHint: boolean }) {
  if (article.headerVideo) return <HeaderVideo video={article.headerVideo} />;
  if (article.galleryHeader && article.galleryHeader.length > 0)
    return <Gallery images={article.galleryHeader} swipeHint={swipeHint} />;
  return article.img ? (
    <ResponsiveFigure
      className="ar-article__media"
      image={article.img}
      preset="article"
      sizes={HEADER_SIZES}
      priority
    />
  ) : null;
}

/** The section of a paywalled article: the paywall, or why it could not be opened after all. */
function PaywalledSection({
  unlock,
  gift,
  paywall,
}: {
  unlock: ArticleUnlock;
  gift: GiftMark | undefined;
  paywall: ParcelSlot;
}) {
  const { article, status, attempt, retry } = unlock;
  return (
    <section
      className={PAYWALLED_SECTION_CLASS}
      aria-label="Plus-Inhalt"
      aria-busy={status === 'loading' ? true : undefined}
    >
      {status === 'refused' ? (
        <div className="ar-paywall ar-paywall--fallback" role="alert">
          <p className="ar-paywall__title">Der Artikel konnte nicht freigeschaltet werden</p>
          <p>Bitte laden Sie die Seite neu.</p>
          <p>
            <a href={article.canonicalPath}>Seite neu laden</a>
          </p>
        </div>
      ) : (
        paywall('paywall', { article, gift, attempt })
      )}
      {status === 'failed' ? (
        <p className="ar-unlock-failed" role="alert">
          Der Artikel konnte gerade nicht geladen werden.{' '}
          <button type="button" className="ar-link-button" onClick={retry}>
            Erneut versuchen
          </button>
        </p>
      ) : null}
    </section>
  );
}

/**
 * The article page. A paywalled article (plus, no entitlement) has no body in its data: it shows the lead and mounts
 * the paywall parcel in the section that JSON-LD names as not free (`.ar-paywalled`); when the paywall opens for
 * the reader, the whole article replaces it in place. A plus article also offers the paywall's tools (gift links)
 * and, below an opened body, its notices (the meter).
 */
export function ArticleScreen({
  article: pageArticle,
  gift,
  paywall,
  recommendations,
  ecommerceWidget,
  swipeHint = false,
}: {
  article: ArticlePage;
  gift?: GiftMark | undefined;
  paywall: ParcelSlot;
  /** The brand's recommendations widget under the article; none when the brand has it off (recoEnabled). */
  recommendations?: RecommendationsSetup | undefined;
  /** The brand's rules for shop widgets in the body (settings ecommercewidget_*); none: they are not shown. */
  ecommerceWidget?: EcommerceWidgetRules | undefined;
  /** The brand's swipe_tooltip_enabled: the one-time swipe hint on the header gallery. */
  swipeHint?: boolean | undefined;
}) {
  const unlock = useArticleUnlock(pageArticle);
  useRecordArticleView(pageArticle.id);
  const { article, attempt } = unlock;
  const plus = article.contentRestriction === 'plus';
  const paid = isPaidArticle(article);
  const badge = displayBadge(article);
  return (
    <article className="ar-article" data-article-id={article.id}>
      <header className="ar-article__header">
        <p className="ar-article__kicker">
          {badge ? <Badge value={badge} /> : null}
          {teaserMarkers(article).map((marker) => (
            <span key={marker} className="ui-marker">
              {marker}
            </span>
          ))}
          {article.titlePrefix ? <span className="ar-article__prefix">{article.titlePrefix}</span> : null}
          <LockIcon subject={articleLockSubject(article)} />
        </p>
        <h1 className="ar-article__title">{article.title}</h1>
        <p className="ar-article__lead">{article.lead}</p>
        <div className="ar-article__byline">
          <AuthorLine authors={article.authors} />
          <DateTime iso={article.publishDate} />
          {article.updatedDate ? <DateTime iso={article.updatedDate} prefix="Aktualisiert:" /> : null}
        </div>
        <div className="ar-article__tools" data-analytics="article_tool_click">
          <BookmarkButton articleId={article.id} />
          {plus ? paywall('tools', { article, gift, attempt }) : null}
        </div>
      </header>
      <HeaderMedia article={article} swipeHint={swipeHint} />
      {article.isPaywalled ? (
        <PaywalledSection unlock={unlock} gift={gift} paywall={paywall} />
      ) : (
        <div className={paid ? `ar-article__body ${PAYWALLED_SECTION_CLASS}` : 'ar-article__body'}>
          <ContentBody items={article.contentItems} ecommerceWidget={ecommerceWidget} />
        </div>
      )}
      {plus && !article.isPaywalled ? paywall('after-body', { article, gift, attempt }) : null}
      <AdSlot
        id="artikel-nach-text"
        targeting={pageTargeting({
          kind: 'artikel',
          channel: article.channel.label,
          tags: article.tags.map((tag) => tag.label),
          articleId: article.id,
        })}
      />
      {article.tags.length > 0 ? (
        <nav className="ar-tags" aria-label="Themen dieses Artikels">
          <ul>
            {article.tags.map((tag) => (
              <li key={tag.id}>
                <a href={tag.path}>{tag.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {article.relatedArticles.teasers.length > 0 ? (
        <section className="ar-related" aria-label={`Mehr zum Thema ${article.relatedArticles.topicName}`}>
          <SectionHeader title={`Mehr zum Thema ${article.relatedArticles.topicName}`} />
          {article.relatedArticles.teasers.map((teaser) => (
            <Teaser key={teaser.documentId} teaser={teaser} variant="list" />
          ))}
        </section>
      ) : null}
      {recommendations ? (
        <Recommendations key={article.id} article={article} setup={recommendations} />
      ) : null}
    </article>
  );
}
