import type { ArticleTeaser } from '@news/contracts/content';
import type { ArticlePage } from '@news/contracts/contentPages';
import type { RecommendationsSetup } from '@news/contracts/recommendations';
import { readConsent } from '@news/contracts/consentCookie';
import { eventBus } from '@news/event-bus/eventBus';
import { DateTime } from '@news/ui/DateTime';
import { LockIcon } from '@news/ui/LockIcon';
import { teaserLockSubject } from '@news/ui/lockSubject';
import { ResponsiveImage } from '@news/ui/ResponsiveImage';
import { useEffect, useState } from 'react';
import { useBusUser } from '../components/useBusUser';
import { fetchRecommendations } from './fetchRecommendations';
import { recommendationSource } from './recommendationSource';
import { keptRecoVariant, type RecoVariant } from './recoVariant';

/** Entries per variant: A a list of headlines, B fewer with pictures. The box's height holds either. */
const ENTRIES: Record<RecoVariant, number> = { A: 4, B: 3 };

const localStorageOrNull = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

function Entry({ teaser, variant }: { teaser: ArticleTeaser; variant: RecoVariant }) {
  return (
    <li className="ar-reco__entry" data-document-id={teaser.documentId}>
      {variant === 'B' && teaser.img ? (
        <ResponsiveImage
          className="ar-reco__image"
          image={teaser.img}
          preset="teaser"
          sizes={{ base: '128px' }}
        />
      ) : null}
      <p className="ar-reco__headline">
        <a href={teaser.targetPathOrUrl}>{teaser.title}</a>
        <LockIcon subject={teaserLockSubject(teaser)} />
      </p>
      <DateTime className="ar-reco__date" iso={teaser.publishDate} />
    </li>
  );
}

/**
 * "Das könnte Sie auch interessieren" under an article (spec §3, §4, §7). The box's height is reserved by the
 * server's HTML, which shows links onward (the article's channel, the headlines, home): without JavaScript, before
 * the page's runtime has started (island first view), for a PUR reader without plus, and when the recommendations
 * do not come within the brand's data_reco_timeout_ms, this is what stays, so nothing ever moves. In the browser
 * the brand's first-party recommendations replace the links in the same box, in the reader's A/B variant (drawn
 * once, kept); a brand's third-party provider fills it instead (its script finds its box by `data-reco-vendor` and
 * the article by `data-reco-article`), only for readers who allowed that vendor.
 */
export function Recommendations({
  article,
  setup,
}: {
  article: Pick<ArticlePage, 'id' | 'channel'>;
  setup: RecommendationsSetup;
}) {
  const user = useBusUser();
  const [grants, setGrants] = useState<Readonly<Record<string, boolean>> | null>(null);
  const [shown, setShown] = useState<{ teasers: ArticleTeaser[]; variant: RecoVariant } | null>(null);
  const [gaveUp, setGaveUp] = useState(false);

  useEffect(() => {
    setGrants(readConsent(document.cookie));
    const subscription = eventBus.on('consent').subscribe((event) => setGrants(event.vendors));
    return () => subscription.unsubscribe();
  }, []);

  const source = recommendationSource(setup, user, grants);
  const articleId = article.id;
  useEffect(() => {
    if (source !== 'first-party') return;
    const variant = keptRecoVariant(localStorageOrNull(), setup.variantBPercent);
    const controller = new AbortController();
    const timer = window.setTimeout(() => controller.abort(), setup.timeoutMs);
    fetchRecommendations(articleId, controller.signal)
      .then((teasers) => {
        if (controller.signal.aborted) setGaveUp(true);
        else if (teasers.length > 0) setShown({ teasers: teasers.slice(0, ENTRIES[variant]), variant });
        else setGaveUp(true);
      })
      // too slow (aborted) or failed: the links stay
      .catch(() => setGaveUp(true))
      .finally(() => window.clearTimeout(timer));
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [articleId, setup.timeoutMs, setup.variantBPercent, source]);

  const recommendations = source === 'first-party' ? shown : null;
  const vendor = source !== 'none' && source !== 'first-party' ? source : null;
  const state = recommendations
    ? 'recommendations'
    : source === 'none'
      ? 'none'
      : vendor
        ? 'vendor'
        : gaveUp
          ? 'gave-up'
          : 'links';
  return (
    <section
      className="ar-reco"
      aria-labelledby="ar-reco-title"
      data-reco={state}
      data-reco-variant={recommendations?.variant}
    >
      <h2 className="ar-reco__title" id="ar-reco-title">
        Das könnte Sie auch interessieren
      </h2>
      {recommendations ? (
        <ul className={`ar-reco__list ar-reco__list--${recommendations.variant.toLowerCase()}`}>
          {recommendations.teasers.map((teaser) => (
            <Entry key={teaser.documentId} teaser={teaser} variant={recommendations.variant} />
          ))}
        </ul>
      ) : (
        <>
          {vendor ? (
            <div
              className="ar-reco__vendor"
              data-reco-vendor={vendor}
              data-reco-article={articleId}
              dangerouslySetInnerHTML={{ __html: '' }}
            />
          ) : null}
          <ul className="ar-reco__links">
            <li>
              <a href={article.channel.path}>Mehr aus {article.channel.label}</a>
            </li>
            <li>
              <a href="/schlagzeilen">Alle Schlagzeilen</a>
            </li>
            <li>
              <a href="/">Zur Startseite</a>
            </li>
          </ul>
        </>
      )}
    </section>
  );
}
