import { z } from 'zod';
import { busTopicSchemas, type BusEvent, type BusTopic } from './busEvents';

/**
 * The postMessage envelope between the page and the dialog-flow iframe (ARCHITECTURE §6). Either a bus event
 * (`topic` + `event`, validated by the topic's schema) or a dialog-control message (`control`).
 */

export const bridgeSource = 'news-bridge';
export const bridgeVersion = 1;

const header = { source: z.literal(bridgeSource), version: z.literal(bridgeVersion) };

const envelope = <T extends BusTopic>(topic: T) =>
  z.object({ ...header, topic: z.literal(topic), event: busTopicSchemas[topic] });

export const bridgeEventMessageSchema = z.discriminatedUnion('topic', [
  envelope('auth'),
  envelope('consent'),
  envelope('paywall'),
  envelope('bookmarks'),
  envelope('navigation'),
  envelope('analytics'),
  envelope('payment'),
  envelope('bookmarkList'),
]);
export type BridgeEventMessage = z.infer<typeof bridgeEventMessageSchema>;
export type BridgeEventMessageOf<T extends BusTopic> = {
  source: typeof bridgeSource;
  version: typeof bridgeVersion;
  topic: T;
  event: BusEvent<T>;
};

const hasControlCharacter = (value: string): boolean =>
  [...value].some((char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });

/**
 * A same-site path to navigate to: starts with one '/', never '//' or '/\' (both are read as another host by
 * browsers), no control characters.
 */
export const bridgePathSchema = z
  .string()
  .max(2048)
  .refine((path) => /^\/(?![/\\])/.test(path) && !path.includes('\\') && !hasControlCharacter(path), {
    message: "path must start with '/' and not with '//'",
  });

/**
 * The control part of a dialog-control message, as a caller of `sendControl` writes it. `ready`: the frame's
 * bridge is listening now; the page's bridge answers with the current state of its replayed topics (the events
 * it posted before the frame's document had loaded were lost).
 */
export const bridgeControlSchema = z.discriminatedUnion('control', [
  z.object({ control: z.literal('close') }),
  z.object({ control: z.literal('resize'), height: z.number().finite().nonnegative().max(100_000) }),
  z.object({ control: z.literal('navigate'), path: bridgePathSchema }),
  z.object({ control: z.literal('ready') }),
]);
export type BridgeControl = z.infer<typeof bridgeControlSchema>;

export const bridgeControlMessageSchema = z.discriminatedUnion('control', [
  z.object({ ...header, ...bridgeControlSchema.options[0].shape }),
  z.object({ ...header, ...bridgeControlSchema.options[1].shape }),
  z.object({ ...header, ...bridgeControlSchema.options[2].shape }),
  z.object({ ...header, ...bridgeControlSchema.options[3].shape }),
]);
export type BridgeControlMessage = z.infer<typeof bridgeControlMessageSchema>;

export const bridgeMessageSchema = z.union([bridgeEventMessageSchema, bridgeControlMessageSchema]);
export type BridgeMessage = z.infer<typeof bridgeMessageSchema>;

export const isBridgeControlMessage = (message: BridgeMessage): message is BridgeControlMessage =>
  'control' in message;
