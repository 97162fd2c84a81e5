import { ECOMMERCE_WIDGET_MEASURE, type EcommerceWidgetRules } from '@news/contracts/ecommerceWidget';
import { useEffect, useRef, useState } from 'react';
import { ecommerceFrameSource, widgetMessage } from './ecommerceFrameSource';

type Props = {
  src: string;
  title: string;
  /** The height the editors reserved, until the widget says what it needs. */
  height: number;
  /** The brand's rules (settings ecommercewidget_*); none: the brand has no e-commerce widget. */
  rules: EcommerceWidgetRules | undefined;
};

/**
 * A shop widget in an article (spec §3): a frame, labelled as an ad, only when the brand has the widget and its
 * address matches the brand's pattern on exactly the allowed origin; otherwise nothing. The server renders the
 * frame in its reserved height; once the page runs, the widget may ask for another height by postMessage, which
 * counts only from the allowed origin and this frame.
 */
export function EcommerceWidget({ src, title, height, rules }: Props) {
  const frameSrc = rules ? ecommerceFrameSource(src, rules) : undefined;
  const allowedOrigin = rules?.allowedOrigin;
  const frame = useRef<HTMLIFrameElement>(null);
  const [frameHeight, setFrameHeight] = useState(height);
  useEffect(() => {
    if (frameSrc === undefined || allowedOrigin === undefined) return;
    const onMessage = (event: MessageEvent) => {
      const message = widgetMessage(event, allowedOrigin, frame.current?.contentWindow ?? null);
      if (message) setFrameHeight(message.height);
    };
    window.addEventListener('message', onMessage);
    // the widget may have loaded and reported before this listener existed (the server rendered the frame)
    const measure = () => frame.current?.contentWindow?.postMessage(ECOMMERCE_WIDGET_MEASURE, allowedOrigin);
    const element = frame.current;
    element?.addEventListener('load', measure);
    measure();
    return () => {
      window.removeEventListener('message', onMessage);
      element?.removeEventListener('load', measure);
    };
  }, [frameSrc, allowedOrigin]);
  if (frameSrc === undefined) return null;
  return (
    <figure className="ar-ecommerce">
      <figcaption className="ar-ecommerce__label">Anzeige · {title}</figcaption>
      <iframe
        ref={frame}
        className="ar-ecommerce__frame"
        src={frameSrc}
        title={title}
        height={frameHeight}
        sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </figure>
  );
}
