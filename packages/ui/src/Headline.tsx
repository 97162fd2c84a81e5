import type { TeaserBadge } from '@news/contracts/content';
import { Badge } from './Badge';
import { headlineLinkAttributes } from './headlineLink';
import type { LockSubject } from './lockSubject';
import { LockIcon } from './LockIcon';
import { displayBadge } from './teaserLabels';

export type HeadlineProps = {
  title: string;
  href: string;
  titlePrefix?: string | undefined;
  /** Shown before the headline, e.g. 3 → "3." */
  numbering?: number | undefined;
  badge?: TeaserBadge | undefined;
  /** Without a badge an opinion piece shows Kommentar. */
  isOpinion?: boolean;
  fontSize?: 'small' | 'medium' | 'large';
  openInNewWindow?: boolean;
  noFollow?: boolean;
  isExternal?: boolean;
  /** The article, for its lock icon (spec §4 "Headline lock icon"). */
  lock?: LockSubject | undefined;
  level?: 'h2' | 'h3' | 'h4';
};

/** One article headline (spec §3 "Article headline props"), e.g. a line of the headlines page. */
export function Headline({
  title,
  href,
  titlePrefix,
  numbering,
  badge,
  isOpinion = false,
  fontSize = 'medium',
  openInNewWindow = false,
  noFollow = false,
  isExternal = false,
  lock,
  level = 'h2',
}: HeadlineProps) {
  const Heading = level;
  const shownBadge = displayBadge({ badge, isOpinion });
  return (
    <Heading className={`ui-headline ui-headline--${fontSize}`}>
      {numbering !== undefined ? <span className="ui-headline__number">{numbering}.</span> : null}
      {shownBadge ? <Badge value={shownBadge} /> : null}
      {titlePrefix ? <span className="ui-headline__prefix">{titlePrefix}: </span> : null}
      <a
        className="ui-headline__link"
        href={href}
        {...headlineLinkAttributes({ openInNewWindow, noFollow, isExternal })}
      >
        {title}
        {openInNewWindow ? <span className="ui-visually-hidden"> (öffnet in neuem Fenster)</span> : null}
      </a>
      {lock ? <LockIcon subject={lock} /> : null}
    </Heading>
  );
}
