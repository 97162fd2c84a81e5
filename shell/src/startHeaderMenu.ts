/**
 * The header's "Menü" button and the sidebar it controls (both server-rendered by the gateway, the sidebar
 * hidden): the button toggles it (aria-expanded), focus moves into it; Escape, the close button or a click
 * outside closes it, and focus returns to the button. Every route change closes it (spec §2 "Link handling").
 */
export function startHeaderMenu(doc: Document): void {
  const button = doc.querySelector<HTMLButtonElement>('button.shell-menu-button');
  const sidebarId = button?.getAttribute('aria-controls');
  const sidebar = sidebarId ? doc.getElementById(sidebarId) : null;
  if (!button || !sidebar) return;

  const isOpen = () => button.getAttribute('aria-expanded') === 'true';
  const open = () => {
    sidebar.hidden = false;
    button.setAttribute('aria-expanded', 'true');
    sidebar.querySelector<HTMLElement>('a[href], button')?.focus();
  };
  const close = (returnFocus: boolean) => {
    if (!isOpen()) return;
    sidebar.hidden = true;
    button.setAttribute('aria-expanded', 'false');
    if (returnFocus) button.focus();
  };

  button.addEventListener('click', () => (isOpen() ? close(true) : open()));
  sidebar.querySelector('.shell-sidebar__close')?.addEventListener('click', () => close(true));
  doc.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isOpen()) close(true);
  });
  doc.addEventListener('click', (event) => {
    const target = event.target as Node | null;
    if (isOpen() && target && !sidebar.contains(target) && !button.contains(target)) close(false);
  });
  doc.defaultView?.addEventListener('single-spa:routing-event', () => close(false));
}
