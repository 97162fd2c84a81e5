/** @jest-environment jsdom */
import { bridgeSource, bridgeVersion } from '@news/contracts/bridgeMessage';
import { createEventBus } from '@news/event-bus/createEventBus';
import { createDialogOverlay } from './createDialogOverlay';

const control = (message: object) => ({ source: bridgeSource, version: bridgeVersion, ...message });

describe('createDialogOverlay', () => {
  beforeEach(() => {
    document.body.innerHTML =
      '<header><a class="shell-account" href="#login">Anmelden</a></header><main></main>';
  });

  function setup() {
    const onUserClose = jest.fn();
    const onNavigate = jest.fn();
    const overlay = createDialogOverlay({ doc: document, bus: createEventBus(), onUserClose, onNavigate });
    const opener = document.querySelector('a.shell-account') as HTMLAnchorElement;
    opener.focus();
    overlay.open('/__mein-portal/dialog-flow/login?isnative=0', 'Anmelden');
    const frame = document.querySelector('iframe') as HTMLIFrameElement;
    return { overlay, onUserClose, onNavigate, opener, frame };
  }

  it('shows a labelled modal dialog with the frame, makes the page inert and moves the focus', () => {
    const { overlay, frame } = setup();
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-label')).toBe('Anmelden');
    expect(frame.getAttribute('src')).toBe('http://localhost/__mein-portal/dialog-flow/login?isnative=0');
    expect(frame.title).toBe('Anmelden');
    expect((document.querySelector('header') as HTMLElement).inert).toBe(true);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Dialog schließen');
    expect(overlay.isOpen()).toBe(true);
  });

  it('asks to close on Escape and on the close button; close() restores the page and the focus', () => {
    const { overlay, onUserClose, opener } = setup();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    (document.querySelector('.shell-overlay__close') as HTMLButtonElement).click();
    expect(onUserClose).toHaveBeenCalledTimes(2);
    overlay.close();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect((document.querySelector('header') as HTMLElement).inert).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('opens on the modal stack above a layer already open, and leaves the stack on close', () => {
    const menu = document.createElement('nav');
    menu.setAttribute('data-modal-level', '0');
    document.body.append(menu);
    const { overlay } = setup();
    const root = document.querySelector('.shell-overlay') as HTMLElement;
    expect(root.style.zIndex).toBe('1002');
    overlay.close();
    expect(document.querySelectorAll('[data-modal-level]')).toHaveLength(1);
  });

  it('publishes pop_up_tool_open and pop_up_tool_closed, and takes the analytics events of its frame', () => {
    const bus = createEventBus();
    const seen: string[] = [];
    bus.on('analytics').subscribe((event) => seen.push(event.type));
    const overlay = createDialogOverlay({
      doc: document,
      bus,
      onUserClose: jest.fn(),
      onNavigate: jest.fn(),
    });
    overlay.open('/__mein-portal/dialog-flow/registration', 'Registrieren');
    const frame = document.querySelector('iframe') as HTMLIFrameElement;
    const event = { type: 'pop_up_tool_register_button_click' };
    const data = { source: bridgeSource, version: bridgeVersion, topic: 'analytics', event };
    window.dispatchEvent(
      new MessageEvent('message', { data, origin: 'http://localhost', source: frame.contentWindow }),
    );
    overlay.close();
    expect(seen).toEqual(['pop_up_tool_open', 'pop_up_tool_register_button_click', 'pop_up_tool_closed']);
  });

  it('takes control messages only from this origin and from its own frame', () => {
    const { onUserClose, onNavigate, frame } = setup();
    const peer = frame.contentWindow as Window;
    const send = (data: object, origin: string, source: Window) =>
      window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
    send(control({ control: 'close' }), 'https://evil.example', peer);
    send(control({ control: 'close' }), 'http://localhost', window);
    send({ control: 'close' }, 'http://localhost', peer);
    expect(onUserClose).not.toHaveBeenCalled();
    send(control({ control: 'resize', height: 512 }), 'http://localhost', peer);
    expect(frame.style.height).toBe('512px');
    send(control({ control: 'navigate', path: '//evil.example' }), 'http://localhost', peer);
    send(control({ control: 'navigate', path: '/agb' }), 'http://localhost', peer);
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(onNavigate).toHaveBeenCalledWith('/agb');
    send(control({ control: 'close' }), 'http://localhost', peer);
    expect(onUserClose).toHaveBeenCalledTimes(1);
  });

  it('shows a loading note until the frame has loaded', () => {
    const { frame } = setup();
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement;
    expect(dialog.dataset.loading).toBe('true');
    expect(dialog.querySelector('[role="status"]')?.textContent).toBe('Wird geladen …');
    frame.dispatchEvent(new Event('load'));
    expect(dialog.dataset.loading).toBeUndefined();
    expect(dialog.querySelector('[role="status"]')).toBeNull();
  });

  it('logs a frame that fails to load and shows it anyway', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { frame } = setup();
    frame.dispatchEvent(new Event('error'));
    expect(error).toHaveBeenCalledWith(
      '[shell] the dialog frame failed to load',
      '/__mein-portal/dialog-flow/login?isnative=0',
      expect.any(Event),
    );
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement;
    expect(dialog.dataset.loading).toBeUndefined();
    expect(frame.isConnected).toBe(true);
    error.mockRestore();
  });
});
