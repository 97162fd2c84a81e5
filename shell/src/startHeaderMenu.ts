import { openModalLayer, takesEscape } from '@news/ui/modalLayer';

/**
 * The header's "Menü" button and the sidebar it controls (both server-rendered by the gateway, the sidebar
 * hidden): the button toggles it (aria-expanded) and puts it on the modal stack (@news/ui/modalLayer: above every
 * layer opened before it), focus moves into it; Escape (while it is the top layer), the close button or a click
 * outside closes it and takes it off the stack, and focus returns to the button. Every route change closes it
 * (spec §2 "Link handling").
 */
export function startHeaderMenu(doc: Document): void {
  const button = doc.querySelector<HTMLButtonElement>('button.shell-menu-button');
  const sidebarId = button?.getAttribute('aria-controls');
  const sidebar = sidebarId ? doc.getElementById(sidebarId) : null;
  if (!button || !sidebar) return;

  const isOpen = () => button.getAttribute('aria-expanded') === 'true';
  let releaseLayer = () => {};
  const open = () => {
    releaseLayer = openModalLayer(sidebar);
    sidebar.hidden = false;
    button.setAttribute('aria-expanded', 'true');
    sidebar.querySelector<HTMLElement>('a[href], button')?.focus();
  };
  const close = (returnFocus: boolean) => {
    if (!isOpen()) return;
    sidebar.hidden = true;
    releaseLayer();
    button.setAttribute('aria-expanded', 'false');
    if (returnFocus) button.focus();
  };

  button.addEventListener('click', () => (isOpen() ? close(true) : open()));
  sidebar.querySelector('.shell-sidebar__close')?.addEventListener('click', () => close(true));
  doc.addEventListener('keydown', (event) => {
    if (isOpen() && takesEscape(event, sidebar)) close(true);
  });
  doc.addEventListener('click', (event) => {
    const target = event.target as Node | null;
    if (isOpen() && target && !sidebar.contains(target) && !button.contains(target)) close(false);
  });
  doc.defaultView?.addEventListener('single-spa:routing-event', () => close(false));
}
