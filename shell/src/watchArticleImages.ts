/**
 * Reports each image of the page's main area once it has loaded, with the URL the browser chose from its srcset
 * (`currentSrc`): the image an offline visit asks for again. Images that load later (lazy ones the reader scrolls
 * to, the next screen after a client-side navigation) are reported as they arrive. `includePresent: false` leaves
 * out the images already there (after a client-side navigation: those of the page the reader leaves, which stays
 * until the next one is loaded). Returns the stop function.
 */
export function watchArticleImages(
  doc: Document,
  onImage: (url: string) => void,
  { includePresent }: { includePresent: boolean },
): () => void {
  const main = doc.getElementById('app-main') ?? doc.body;
  const seen = new WeakSet<HTMLImageElement>();
  const report = (img: HTMLImageElement) => {
    if (img.currentSrc) onImage(img.currentSrc);
  };
  const watch = (img: HTMLImageElement) => {
    if (seen.has(img)) return;
    seen.add(img);
    if (img.complete && img.naturalWidth > 0) report(img);
    else img.addEventListener('load', () => report(img), { once: true });
  };
  if (!includePresent) main.querySelectorAll('img').forEach((img) => seen.add(img));
  const scan = () => main.querySelectorAll('img').forEach(watch);
  const observer = new MutationObserver(scan);
  observer.observe(main, { childList: true, subtree: true });
  scan();
  return () => observer.disconnect();
}
