import type { TeaserBadge } from '@news/contracts/content';

export function Badge({ value }: { value: TeaserBadge }) {
  const urgent = value === 'Eilmeldung' || value === 'Live';
  return <span className={urgent ? 'ui-badge ui-badge--urgent' : 'ui-badge'}>{value}</span>;
}
