/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { EcommerceWidget } from './EcommerceWidget';

const rules = {
  urlPattern: '^https://widget\\.shop\\.example/produkte/',
  allowedOrigin: 'https://widget.shop.example',
};
const widget = {
  src: 'https://widget.shop.example/produkte/balkon',
  title: 'Balkonkraftwerke im Test',
  height: 320,
};

const post = (origin: string, source: MessageEventSource | null, data: unknown) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, source, data }));
  });

describe('EcommerceWidget', () => {
  it('renders the frame in its reserved height on the server, labelled as an ad', () => {
    const html = renderToString(<EcommerceWidget {...widget} rules={rules} />);
    expect(html).toContain('src="https://widget.shop.example/produkte/balkon"');
    expect(html).toContain('height="320"');
    expect(html).not.toContain('style=');
    expect(html).toContain('Anzeige');
  });

  it('renders nothing without the brand’s rules or for an address off the pattern', () => {
    expect(renderToString(<EcommerceWidget {...widget} rules={undefined} />)).toBe('');
    expect(
      renderToString(<EcommerceWidget {...widget} src="https://widget.shop.example/admin" rules={rules} />),
    ).toBe('');
  });

  it('takes the height the widget asks for, only from the allowed origin and its own frame', () => {
    render(<EcommerceWidget {...widget} rules={rules} />);
    const frame = screen.getByTitle(widget.title) as HTMLIFrameElement;
    const own = frame.contentWindow;
    post('https://evil.example', own, { type: 'ecommerce-widget:resize', height: 900 });
    expect(frame.getAttribute('height')).toBe('320');
    post(rules.allowedOrigin, window, { type: 'ecommerce-widget:resize', height: 900 });
    expect(frame.getAttribute('height')).toBe('320');
    post(rules.allowedOrigin, own, { type: 'ecommerce-widget:resize', height: 480 });
    expect(frame.getAttribute('height')).toBe('480');
    expect(frame.hasAttribute('style')).toBe(false);
  });
});
