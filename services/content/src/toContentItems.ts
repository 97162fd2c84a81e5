import { contentItemSchema, type ContentItem } from '@news/contracts/contentPages';

/** Body jsonb (a list of items) → validated content items; unknown item types are dropped. */
export function toContentItems(body: unknown): ContentItem[] {
  if (!Array.isArray(body)) return [];
  const items: ContentItem[] = [];
  for (const raw of body) {
    const parsed = contentItemSchema.safeParse(raw);
    if (parsed.success) items.push(parsed.data);
  }
  return items;
}
