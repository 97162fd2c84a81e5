import type { TagAncestry } from './createTagTree';

type TeaserLike = { documentId: number; contentRestriction: string; maintag: number; tags: number[] };

const isPlusTeaser = (value: Record<string, unknown>): value is TeaserLike & Record<string, unknown> =>
  typeof value.documentId === 'number' &&
  value.contentRestriction === 'plus' &&
  typeof value.maintag === 'number' &&
  Array.isArray(value.tags);

/**
 * Gives every plus teaser of a response (objects with documentId, contentRestriction 'plus', maintag and tags)
 * its `accessTagIds`: the main tag, the tags and all their ancestors, so a screen can show a tag subscriber
 * "included in your subscription" without asking again. Changes `value` in place and returns it.
 */
export function addAccessTagIds<T>(value: T, ancestry: TagAncestry): T {
  if (Array.isArray(value)) {
    for (const item of value) addAccessTagIds(item, ancestry);
  } else if (value !== null && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    for (const child of Object.values(obj)) addAccessTagIds(child, ancestry);
    if (isPlusTeaser(obj)) obj.accessTagIds = ancestry([obj.maintag, ...obj.tags]);
  }
  return value;
}
