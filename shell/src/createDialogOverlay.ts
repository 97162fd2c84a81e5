import type { BridgeControlMessage } from '@news/contracts/bridgeMessage';
import { createIframeBridge, type IframeBridge } from '@news/event-bus/createIframeBridge';
import type { EventBus } from '@news/event-bus/createEventBus';
import { openModalLayer, takesEscape } from '@news/ui/modalLayer';

export interface DialogOverlay {
  /** Shows the modal with the dialog frame at `url` (a same-origin path). Re-opening the same url is a no-op. */
  open(url: string, label: string): void;
  /** Removes the modal and returns the focus; no callbacks. */
  close(): void;
  isOpen(): boolean;
}

export interface DialogOverlayOptions {
  doc: Document;
  bus: EventBus;
  /** The reader closed the dialog (close button, backdrop, Escape, or the frame asked to close). */
  onUserClose: () => void;
  /** The frame asked the page to navigate to a path of this site (e.g. AGB, Datenschutz). */
  onNavigate: (path: string) => void;
}

/**
 * The modal of the hash overlays (spec §2): a labelled dialog with a close button and the dialog-flow frame,
 * on the page's modal stack (z-index 1000 plus 2 per level, @news/ui/modalLayer). The rest of the page is made inert while it is open (focus trap), Escape closes it while it is the top layer, the focus
 * returns to where it was. The page talks to the frame through the bus bridge, which accepts messages only from
 * this site's origin and only from this frame's window.
 */
export function createDialogOverlay(options: DialogOverlayOptions): DialogOverlay {
  const { doc, bus, onUserClose, onNavigate } = options;
  const win = doc.defaultView;
  if (!win) throw new Error('createDialogOverlay: document without a window');
  const origin = win.location.origin;

  let root: HTMLElement | null = null;
  let frame: HTMLIFrameElement | null = null;
  let bridge: IframeBridge | null = null;
  let currentUrl: string | null = null;
  let returnFocus: HTMLElement | null = null;
  let madeInert: HTMLElement[] = [];
  let releaseLayer = () => {};

  const onKeyDown = (event: KeyboardEvent) => {
    if (root && takesEscape(event, root)) onUserClose();
  };

  const onControl = (message: BridgeControlMessage) => {
    if (message.control === 'close') onUserClose();
    else if (message.control === 'resize' && frame) frame.style.height = `${Math.ceil(message.height)}px`;
    else if (message.control === 'navigate') onNavigate(message.path);
  };

  function close(): void {
    if (!root) return;
    bridge?.dispose();
    bridge = null;
    doc.removeEventListener('keydown', onKeyDown, true);
    for (const el of madeInert) el.inert = false;
    madeInert = [];
    releaseLayer();
    root.remove();
    root = null;
    frame = null;
    currentUrl = null;
    doc.documentElement.classList.remove('shell-overlay-open');
    const target = returnFocus;
    returnFocus = null;
    if (target?.isConnected) target.focus();
    bus.publish('analytics', { type: 'pop_up_tool_closed' });
  }

  function open(url: string, label: string): void {
    if (root && currentUrl === url) return;
    if (root) {
      const keepFocus = returnFocus;
      close();
      returnFocus = keepFocus;
    } else {
      returnFocus = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
    }

    root = doc.createElement('div');
    root.className = 'shell-overlay';
    const backdrop = doc.createElement('div');
    backdrop.className = 'shell-overlay__backdrop';
    backdrop.addEventListener('click', () => onUserClose());
    const dialog = doc.createElement('div');
    dialog.className = 'shell-overlay__dialog';
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-label', label);
    const closeButton = doc.createElement('button');
    closeButton.type = 'button';
    closeButton.className = 'shell-overlay__close';
    closeButton.setAttribute('aria-label', 'Dialog schließen');
    closeButton.textContent = '×';
    closeButton.addEventListener('click', () => onUserClose());
    frame = doc.createElement('iframe');
    frame.className = 'shell-overlay__frame';
    frame.title = label;
    // Until the frame has loaded, a loading note; a frame that fails to load is logged and shown (spec §8).
    const loading = doc.createElement('p');
    loading.className = 'shell-overlay__loading';
    loading.setAttribute('role', 'status');
    loading.textContent = 'Wird geladen …';
    dialog.dataset.loading = 'true';
    const shown = () => {
      delete dialog.dataset.loading;
      loading.remove();
    };
    frame.addEventListener('load', shown, { once: true });
    frame.addEventListener(
      'error',
      (event) => {
        console.error('[shell] the dialog frame failed to load', url, event);
        shown();
      },
      { once: true },
    );
    frame.src = new URL(url, origin).href;
    dialog.append(closeButton, loading, frame);
    root.append(backdrop, dialog);

    madeInert = [...doc.body.children].filter(
      (el): el is HTMLElement => el instanceof HTMLElement && !el.inert && el.tagName !== 'SCRIPT',
    );
    for (const el of madeInert) el.inert = true;
    releaseLayer = openModalLayer(root);
    doc.body.append(root);
    doc.documentElement.classList.add('shell-overlay-open');
    doc.addEventListener('keydown', onKeyDown, true);
    currentUrl = url;

    const frameElement = frame;
    bridge = createIframeBridge({
      bus,
      self: win as Window,
      peer: () => frameElement.contentWindow,
      peerOrigin: origin,
      allowedOrigins: [origin],
      // analytics: the frame's events (its register button) reach the page's data layer
      topics: ['auth', 'analytics'],
      onControl,
    });
    closeButton.focus();
    bus.publish('analytics', { type: 'pop_up_tool_open' });
  }

  return { open, close, isOpen: () => root !== null };
}
