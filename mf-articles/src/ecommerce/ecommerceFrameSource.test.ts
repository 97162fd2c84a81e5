import { ecommerceFrameSource, widgetMessage } from './ecommerceFrameSource';

const rules = {
  urlPattern: '^https://widget\\.shop\\.example/produkte/[a-z-]+$',
  allowedOrigin: 'https://widget.shop.example',
};

describe('ecommerceFrameSource', () => {
  it('answers an address on the allowed origin that matches the pattern', () => {
    expect(ecommerceFrameSource('https://widget.shop.example/produkte/balkonkraftwerk', rules)).toBe(
      'https://widget.shop.example/produkte/balkonkraftwerk',
    );
  });

  it('refuses an address the pattern does not match', () => {
    expect(ecommerceFrameSource('https://widget.shop.example/produkte/Balkon?x=1', rules)).toBeUndefined();
    expect(ecommerceFrameSource('https://widget.shop.example/admin', rules)).toBeUndefined();
  });

  it('refuses another origin even when the pattern would match it', () => {
    const loose = { ...rules, urlPattern: 'produkte' };
    expect(ecommerceFrameSource('https://evil.example/produkte/x', loose)).toBeUndefined();
    expect(ecommerceFrameSource('http://widget.shop.example/produkte/x', loose)).toBeUndefined();
    expect(ecommerceFrameSource('https://widget.shop.example:8443/produkte/x', loose)).toBeUndefined();
    expect(ecommerceFrameSource('https://widget.shop.example/produkte/x', loose)).toBe(
      'https://widget.shop.example/produkte/x',
    );
  });

  it('refuses script addresses, relative addresses and a broken pattern', () => {
    const any = { urlPattern: '.*', allowedOrigin: 'https://widget.shop.example' };
    expect(ecommerceFrameSource('javascript:alert(1)', any)).toBeUndefined();
    expect(ecommerceFrameSource('/produkte/x', any)).toBeUndefined();
    expect(
      ecommerceFrameSource('https://widget.shop.example/produkte/x', { ...rules, urlPattern: '(' }),
    ).toBeUndefined();
  });
});

describe('widgetMessage', () => {
  const frame = {} as Window;
  const resize = { type: 'ecommerce-widget:resize', height: 420 };

  it('accepts a resize from the allowed origin and the widget frame', () => {
    expect(
      widgetMessage({ origin: rules.allowedOrigin, source: frame, data: resize }, rules.allowedOrigin, frame),
    ).toEqual(resize);
  });

  it('ignores another origin, another frame and another shape', () => {
    const other = {} as Window;
    expect(
      widgetMessage(
        { origin: 'https://evil.example', source: frame, data: resize },
        rules.allowedOrigin,
        frame,
      ),
    ).toBeUndefined();
    expect(
      widgetMessage(
        { origin: 'https://widget.shop.example.evil.example', source: frame, data: resize },
        rules.allowedOrigin,
        frame,
      ),
    ).toBeUndefined();
    expect(
      widgetMessage({ origin: rules.allowedOrigin, source: other, data: resize }, rules.allowedOrigin, frame),
    ).toBeUndefined();
    expect(
      widgetMessage({ origin: rules.allowedOrigin, source: frame, data: resize }, rules.allowedOrigin, null),
    ).toBeUndefined();
    for (const data of [
      { type: 'resize', height: 420 },
      { ...resize, height: 99999 },
      { ...resize, height: '420' },
      'resize',
    ])
      expect(
        widgetMessage({ origin: rules.allowedOrigin, source: frame, data }, rules.allowedOrigin, frame),
      ).toBeUndefined();
  });
});
