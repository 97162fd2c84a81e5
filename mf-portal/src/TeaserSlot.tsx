import { Teaser } from '@news/ui/Teaser';
import { Loading } from './Loading';
import type { TeaserState } from './useArticleTeasers';

/** One article of a portal list: its teaser, or a German line while it loads, when it is gone or failed. */
export function TeaserSlot({ state }: { state: TeaserState | undefined }) {
  if (state === undefined) return <Loading text="Artikel wird geladen …" />;
  if (state.kind === 'missing') return <p>Dieser Artikel ist nicht mehr verfügbar.</p>;
  if (state.kind === 'error') return <p>Dieser Artikel konnte gerade nicht geladen werden.</p>;
  return <Teaser teaser={state.teaser} variant="list" headingLevel="h2" />;
}
