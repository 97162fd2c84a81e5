type Props = {
  title: string;
  level?: 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  targetPathOrUrl?: string;
  noRuler?: boolean;
  isHuge?: boolean;
  noArrow?: boolean;
  isWhite?: boolean;
};

export function SectionHeader({
  title,
  level = 'h2',
  targetPathOrUrl,
  noRuler,
  isHuge,
  noArrow,
  isWhite,
}: Props) {
  const Heading = level;
  const classes = [
    'ui-section-header',
    noRuler ? '' : 'ui-section-header--ruler',
    isHuge ? 'ui-section-header--huge' : '',
    isWhite ? 'ui-section-header--white' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Heading className={classes}>
      {targetPathOrUrl ? (
        <a href={targetPathOrUrl} data-analytics="category_title_click" data-analytics-title={title}>
          {title}
          {noArrow ? null : <span aria-hidden="true"> ›</span>}
        </a>
      ) : (
        title
      )}
    </Heading>
  );
}
