import { createIframeBridge } from '@news/event-bus/createIframeBridge';
import type { EventBus } from '@news/event-bus/createEventBus';
import { allowedParentOrigins, resolveParentOrigin } from './resolveParentOrigin';

/** How the dialog flow talks to the page around it. */
export interface DialogHost {
  /** Runs inside a frame. */
  embedded: boolean;
  /** Embedded by a page of an allowed origin (or not embedded at all). */
  trusted: boolean;
  /**
   * The site's shell runs around the dialog (top level, or a frame of this site's own page) and announces the
   * reader's session on the bus; a partner page does not.
   */
  sessionFromShell: boolean;
  /** Asks the embedding page to close the dialog (Cancel, Escape). */
  close(): void;
  /** Opens a path of this site in the embedding page (e.g. AGB, Datenschutz); top level: a normal navigation. */
  openInParent(path: string): void;
  dispose(): void;
}

/**
 * Inside a frame (`window.parent !== window`) the dialog flow bridges the auth topic of its bus to the parent
 * page — which must have an allowed origin — and reports its content height (`resize`), Escape (`close`) and
 * links meant for the parent (`navigate`). At top level it is a plain page.
 */
export function createDialogHost(options: {
  win: Window;
  bus: EventBus;
  allowedOrigins?: string[];
}): DialogHost {
  const { win, bus } = options;
  if (win.parent === win) {
    return {
      embedded: false,
      trusted: true,
      sessionFromShell: true,
      close: () => undefined,
      openInParent: (path) => win.location.assign(path),
      dispose: () => undefined,
    };
  }
  const allowed = options.allowedOrigins ?? allowedParentOrigins(win);
  const parentOrigin = resolveParentOrigin(win);
  if (parentOrigin === null || !allowed.includes(parentOrigin)) {
    return {
      embedded: true,
      trusted: false,
      sessionFromShell: false,
      close: () => undefined,
      openInParent: () => undefined,
      dispose: () => undefined,
    };
  }
  const bridge = createIframeBridge({
    bus,
    self: win,
    peer: () => win.parent,
    peerOrigin: parentOrigin,
    allowedOrigins: [parentOrigin],
    // analytics: this frame's events (the register button) go to the page, where the consent management decides
    topics: ['auth', 'analytics'],
  });
  // The page posted its state before this document had loaded: ask for it again.
  bridge.sendControl({ control: 'ready' });
  const doc = win.document;
  let lastHeight = -1;
  const reportHeight = () => {
    const height = Math.ceil(doc.body.getBoundingClientRect().height);
    if (height === lastHeight) return;
    lastHeight = height;
    bridge.sendControl({ control: 'resize', height });
  };
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(reportHeight) : null;
  observer?.observe(doc.body);
  reportHeight();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      bridge.sendControl({ control: 'close' });
    }
  };
  doc.addEventListener('keydown', onKeyDown);
  return {
    embedded: true,
    trusted: true,
    sessionFromShell: parentOrigin === win.location.origin,
    close: () => bridge.sendControl({ control: 'close' }),
    openInParent: (path) => bridge.sendControl({ control: 'navigate', path }),
    dispose: () => {
      observer?.disconnect();
      doc.removeEventListener('keydown', onKeyDown);
      bridge.dispose();
    },
  };
}
