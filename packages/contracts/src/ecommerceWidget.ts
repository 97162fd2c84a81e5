import { z } from 'zod/mini';

/**
 * The e-commerce widget of an article (spec §3 settings ecommercewidget_*): the brand's rules for its frame. Only a
 * frame address matching `urlPattern` (a regular expression) on exactly `allowedOrigin` is loaded, and only
 * messages from that origin and that frame count.
 */
export const ecommerceWidgetRulesSchema = z.object({
  urlPattern: z.string().check(z.minLength(1)),
  allowedOrigin: z.url(),
});
export type EcommerceWidgetRules = z.infer<typeof ecommerceWidgetRulesSchema>;

/** The one message the widget may send: the height its content needs, in CSS pixels. */
export const ecommerceWidgetMessageSchema = z.object({
  type: z.literal('ecommerce-widget:resize'),
  height: z.int().check(z.minimum(80), z.maximum(2000)),
});
export type EcommerceWidgetMessage = z.infer<typeof ecommerceWidgetMessageSchema>;

/**
 * The page's one message to the widget (to exactly the allowed origin): tell me your height again. Sent when the
 * page starts listening, since a widget that loaded before (server-rendered frame) has already reported once.
 */
export const ECOMMERCE_WIDGET_MEASURE = { type: 'ecommerce-widget:measure' } as const;
