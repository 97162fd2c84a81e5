import {
  ecommerceWidgetMessageSchema,
  type EcommerceWidgetMessage,
  type EcommerceWidgetRules,
} from '@news/contracts/ecommerceWidget';

/**
 * The frame address of an e-commerce widget, or undefined when it must not load: not an absolute http(s) address,
 * not on exactly the allowed origin, or not matching the brand's pattern (an invalid pattern matches nothing).
 */
export function ecommerceFrameSource(src: string, rules: EcommerceWidgetRules): string | undefined {
  let url: URL;
  let pattern: RegExp;
  try {
    url = new URL(src);
    pattern = new RegExp(rules.urlPattern);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.origin !== rules.allowedOrigin) return undefined;
  return pattern.test(url.href) ? url.href : undefined;
}

/**
 * A message of the widget: only from exactly the allowed origin, only from the widget's own frame, only of the
 * widget's contract; anything else is undefined (ignored).
 */
export function widgetMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  allowedOrigin: string,
  frame: Window | null,
): EcommerceWidgetMessage | undefined {
  if (event.origin !== allowedOrigin || frame === null || event.source !== frame) return undefined;
  const parsed = ecommerceWidgetMessageSchema.safeParse(event.data);
  return parsed.success ? parsed.data : undefined;
}
