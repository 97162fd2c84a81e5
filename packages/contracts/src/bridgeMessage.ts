import { z } from 'zod/mini';
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
export const bridgePathSchema = z.string().check(
  z.maxLength(2048),
  z.refine((path) => /^\/(?![/\\])/.test(path) && !path.includes('\\') && !hasControlCharacter(path), {
    message: "path must start with '/' and not with '//'",
  }),
);

/**
 * The control part of a dialog-control message, as a caller of `sendControl` writes it. `ready`: the frame's
 * bridge is listening now; the page's bridge answers with the current state of its replayed topics (the events
 * it posted before the frame's document had loaded were lost).
 */
const closeControl = { control: z.literal('close') };
const resizeControl = {
  control: z.literal('resize'),
  height: z.number().check(z.nonnegative(), z.maximum(100_000)),
};
const navigateControl = { control: z.literal('navigate'), path: bridgePathSchema };
const readyControl = { control: z.literal('ready') };

export const bridgeControlSchema = z.discriminatedUnion('control', [
  z.object(closeControl),
  z.object(resizeControl),
  z.object(navigateControl),
  z.object(readyControl),
]);
export type BridgeControl = z.infer<typeof bridgeControlSchema>;

export const bridgeControlMessageSchema = z.discriminatedUnion('control', [
  z.object({ ...header, ...closeControl }),
  z.object({ ...header, ...resizeControl }),
  z.object({ ...header, ...navigateControl }),
  z.object({ ...header, ...readyControl }),
]);
export type BridgeControlMessage = z.infer<typeof bridgeControlMessageSchema>;

export const bridgeMessageSchema = z.union([bridgeEventMessageSchema, bridgeControlMessageSchema]);
export type BridgeMessage = z.infer<typeof bridgeMessageSchema>;

export const isBridgeControlMessage = (message: BridgeMessage): message is BridgeControlMessage =>
  'control' in message;
