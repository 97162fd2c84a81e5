import { slugify } from '../slugify';
import { seedArticles } from './seedArticles';
import { seedAuthors } from './seedAuthors';
import { seedMandators } from './seedMandators';
import { seedRegions } from './seedRegions';
import { seedTags } from './seedTags';

describe('seed data', () => {
  const tagIds = new Set(seedTags.map((t) => t.id));
  const regionIds = new Set(seedRegions.map((r) => r.id));
  const authorIds = new Set(seedAuthors.map((a) => a.id));

  it('lists tree parents before their children', () => {
    for (const tree of [seedTags, seedRegions]) {
      const seen = new Set<number>();
      for (const node of tree) {
        if (node.parentId !== null) expect(seen.has(node.parentId)).toBe(true);
        seen.add(node.id);
      }
    }
  });

  it.each(seedMandators.map((m) => m.id))('has consistent articles for %s', (mandator) => {
    const channels = new Set(seedMandators.find((m) => m.id === mandator)?.channels.map((c) => c.path));
    const articles = seedArticles[mandator] ?? [];
    expect(articles.length).toBeGreaterThanOrEqual(30);
    const slugs = articles.map((a) => a.slug ?? slugify(a.title));
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const a of articles) {
      expect(channels.has(a.channel)).toBe(true);
      expect(tagIds.has(a.maintag)).toBe(true);
      for (const t of a.tags ?? []) expect(tagIds.has(t)).toBe(true);
      if (a.region !== undefined) expect(regionIds.has(a.region)).toBe(true);
      expect(a.authors.length).toBeGreaterThan(0);
      for (const id of a.authors) expect(authorIds.has(id)).toBe(true);
      const paragraphs = a.body.filter((item) => item.type === 'paragraph').length;
      expect(paragraphs).toBeGreaterThanOrEqual(4);
      expect(paragraphs).toBeLessThanOrEqual(8);
      expect(a.hoursAgo).toBeGreaterThan(0);
      expect(a.hoursAgo).toBeLessThanOrEqual(24 * 10);
      if (a.opinion) expect(a.badge).toBe('Kommentar');
    }
  });
});
