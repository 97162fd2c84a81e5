import { laArticlesBusinessSportCulture } from './laArticlesBusinessSportCulture';
import { laArticlesLocalPolitics } from './laArticlesLocalPolitics';
import { laArticlesPanoramaAdviceOpinion } from './laArticlesPanoramaAdviceOpinion';
import { rbArticlesBusinessSportCulture } from './rbArticlesBusinessSportCulture';
import { rbArticlesLocalPolitics } from './rbArticlesLocalPolitics';
import { rbArticlesPanoramaAdviceOpinion } from './rbArticlesPanoramaAdviceOpinion';
import type { SeedArticle } from './seedTypes';

/** Hand-written seed articles per mandator. */
export const seedArticles: Record<string, SeedArticle[]> = {
  rb: [...rbArticlesLocalPolitics, ...rbArticlesBusinessSportCulture, ...rbArticlesPanoramaAdviceOpinion],
  la: [...laArticlesLocalPolitics, ...laArticlesBusinessSportCulture, ...laArticlesPanoramaAdviceOpinion],
};
