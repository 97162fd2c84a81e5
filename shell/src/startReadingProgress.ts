import { readingProgress } from './readingProgress';

/**
 * Drives the reading progress bar (`.shell-progress`, route meta showProgressBar): its width follows how far the
 * reader has scrolled through the article of the page — the first `<article>` in the main region, so the shell
 * needs no knowledge of a remote's markup. Only the bar's transform changes (no layout shift); a passive scroll
 * listener schedules at most one update per animation frame. On routes without the bar it stays at 0.
 */
export function startReadingProgress(doc: Document): void {
  const bar = doc.querySelector<HTMLElement>('.shell-progress');
  const view = doc.defaultView;
  if (!bar || !view) return;
  let scheduled = false;
  const update = () => {
    scheduled = false;
    const article = doc.body.dataset.progressBar === 'true' ? doc.querySelector('#app-main article') : null;
    const progress = article ? readingProgress(article.getBoundingClientRect(), view.innerHeight) : 0;
    bar.style.transform = `scaleX(${progress.toFixed(4)})`;
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    view.requestAnimationFrame(update);
  };
  view.addEventListener('scroll', schedule, { passive: true });
  view.addEventListener('resize', schedule, { passive: true });
  view.addEventListener('single-spa:routing-event', schedule);
  schedule();
}
