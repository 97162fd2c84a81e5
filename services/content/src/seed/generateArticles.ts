import type { TeaserBadge } from '@news/contracts/content';
import type { ArticleBodyItem } from '../articleBodyItem';
import { slugify } from '../slugify';
import {
  generatorFirstNames,
  generatorPlaces,
  generatorRoles,
  generatorSurnames,
  generatorTopics,
} from './generatorWords';
import type { ArticleInsert } from './insertArticles';

/** First id of generated articles; mandator k (0-based) uses ids from GENERATED_ID_BASE + k * GENERATED_ID_SPAN. */
export const GENERATED_ID_BASE = 1_000_000;
export const GENERATED_ID_SPAN = 5_000_000;

export type GeneratorContext = {
  mandator: string;
  /** Position of the mandator in the id ranges (0 for the first). */
  mandatorIndex: number;
  channels: { id: number; path: string }[];
  authorIds: number[];
  /** Region ids of the mandator's region tree. */
  regionIds: number[];
  /** Pool image ids per channel theme ('sport' → ids). */
  imageIds: Map<string, number[]>;
  /** Newest generated articles are published 10 days before this; each further one about 7 minutes earlier. */
  now: Date;
};

const BADGES: TeaserBadge[] = ['Update', 'Exklusiv', 'Interview', 'Serie', 'Rückblick', 'Infografik'];

/** Deterministic pseudo-random generator for one article (mulberry32 seeded by mandator and number). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The id of generated article n (0-based) of a mandator. */
export function generatedArticleId(mandatorIndex: number, n: number): number {
  return GENERATED_ID_BASE + mandatorIndex * GENERATED_ID_SPAN + n;
}

/**
 * Synthetic but plausible German regional article number `n` (0-based) of a mandator. The result depends only on
 * (context, n), so generating again yields the same id and slug – inserting twice changes nothing.
 */
export function generateArticle(ctx: GeneratorContext, n: number): ArticleInsert {
  if (n < 0 || n >= GENERATED_ID_SPAN) throw new Error(`generated article number out of range: ${n}`);
  const rand = rng(generatedArticleId(ctx.mandatorIndex, n) * 2654435761);
  const pick = <T>(list: readonly T[]): T => {
    const item = list[Math.floor(rand() * list.length)];
    if (item === undefined) throw new Error('generator: empty word list');
    return item;
  };
  const channel = pick(ctx.channels);
  const theme = channel.path.split('/')[0] ?? 'lokales';
  const topic = generatorTopics[theme] ?? generatorTopics.lokales!;
  const places = generatorPlaces[ctx.mandator] ?? generatorPlaces.rb!;
  const place = pick(places);
  const subject = pick(topic.subjects);
  const action = pick(topic.actions);
  const detail = pick(topic.details);
  const person = `${pick(generatorFirstNames)} ${pick(generatorSurnames)}`;
  const role = pick(generatorRoles);
  const isOpinion = theme === 'meinung';
  const amount = 2 + Math.floor(rand() * 98);

  const title =
    theme === 'ratgeber'
      ? `${subject.replace(/^(Der|Die|Das) /, '')}: ${action}`
      : `${place}: ${subject} ${action}`;
  const teaserText = `${subject} in ${place} ${action}. Was das für ${detail} bedeutet und wie es jetzt weitergeht.`;
  const lead = `${subject} ${action} – ${amount} ${detail} aus ${place} und Umgebung sind direkt betroffen. ${role} ${person} spricht von einer wichtigen Weichenstellung.`;

  const body: ArticleBodyItem[] = [
    {
      type: 'paragraph',
      text: `In ${place} hat die Nachricht am Morgen schnell die Runde gemacht: ${subject} ${action}. Seit Wochen hatten ${detail} in der Gemeinde darüber diskutiert, zuletzt auch in einer gut besuchten Bürgerversammlung.`,
    },
    {
      type: 'paragraph',
      text: `Nach Angaben der Verwaltung geht es um rund ${amount * 1000} Euro. Ein Teil davon soll aus Fördermitteln des Landes kommen, den Rest trägt der Haushalt. Die Entscheidung sei nach langer Abwägung gefallen, heißt es.`,
    },
    { type: 'subheading', text: `Was ${detail} jetzt wissen müssen` },
    {
      type: 'paragraph',
      text: `${role} ${person} kündigte an, die Betroffenen frühzeitig zu informieren. Fragen beantwortet das Bürgerbüro montags bis freitags, außerdem ist ein Informationsabend geplant.`,
    },
  ];
  if (rand() < 0.4)
    body.push({
      type: 'quote',
      text: `Wir haben lange gerungen, aber jetzt haben wir eine Lösung, mit der ${place} gut leben kann.`,
      cite: `${role} ${person}`,
    });
  if (rand() < 0.3)
    body.push({
      type: 'list',
      ordered: false,
      items: [
        `Betroffen: ${detail} in ${place}`,
        `Kosten: rund ${amount * 1000} Euro`,
        'Nächster Termin: Sitzung im kommenden Monat',
      ],
    });
  body.push({
    type: 'paragraph',
    text: `Wie es weitergeht, soll sich in den kommenden Wochen entscheiden. Die Redaktion bleibt an dem Thema dran und berichtet über die nächsten Schritte in ${place}.`,
  });

  const maintag = pick(topic.tags);
  const secondTag = pick(topic.tags);
  const author = pick(ctx.authorIds);
  const coAuthor = rand() < 0.2 ? pick(ctx.authorIds) : author;
  const images = ctx.imageIds.get(theme) ?? [];
  const imageId = images.length > 0 ? pick(images) : undefined;
  const minutesAgo = 10 * 24 * 60 + n * 7 + Math.floor(rand() * 7);
  const badge: TeaserBadge | undefined = isOpinion ? 'Kommentar' : rand() < 0.1 ? pick(BADGES) : undefined;
  const plus = rand() < 0.3;
  return {
    id: generatedArticleId(ctx.mandatorIndex, n),
    mandator: ctx.mandator,
    // The number keeps slugs unique although titles repeat.
    slug: `${slugify(title, 70)}-g${n}`,
    title,
    titlePrefix: isOpinion ? 'Kommentar' : place,
    teaserText,
    lead,
    body,
    contentRestriction: plus ? 'plus' : 'free',
    // Every tenth plus article is not for sale with a coin (only with a subscription).
    soldWithCredits: plus && n % 10 !== 0,
    isOpinion,
    isPodcast: false,
    isVideoArticle: false,
    badge,
    maintag,
    channelId: channel.id,
    regionId: theme === 'lokales' && ctx.regionIds.length > 0 ? pick(ctx.regionIds) : undefined,
    publishDate: new Date(ctx.now.getTime() - minutesAgo * 60_000),
    authorIds: [...new Set([author, coAuthor])],
    tagIds: [...new Set([maintag, secondTag])],
    ...(imageId !== undefined ? { imageId } : {}),
  };
}
