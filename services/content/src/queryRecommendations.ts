import type { ArticleTeaser } from '@news/contracts/content';
import { RECOMMENDATION_COUNT, type RecommendationRanking } from '@news/contracts/recommendations';
import type { DbTx } from '@news/db/createDb';
import { queryTeasers } from './queryTeasers';
import { rankRecommendations, type RecommendationCandidate } from './rankRecommendations';

/**
 * The newest articles sharing a tag with the current one are the candidates; ranking reads no further back than
 * this, so a tag with many thousand articles costs one bounded aggregate.
 */
export const RECOMMENDATION_CANDIDATES = 200;

/**
 * "Das könnte Sie auch interessieren" for one published article of the brand: teasers (never a body) of the
 * brand's other published articles that share a topic with it (its tags and its main tag count alike), ranked by
 * rankRecommendations. Null when the brand
 * has no such published article.
 */
export async function queryRecommendations(
  db: DbTx,
  mandator: string,
  articleId: number,
  ranking: RecommendationRanking,
): Promise<ArticleTeaser[] | null> {
  const { rows } = await db.query<{ found: boolean; candidates: RecommendationCandidate[] }>(
    `with current_article as (select a.id, a.maintag from content.articles a
       where a.mandator = $1 and a.id = $2 and a.publish_date <= now()),
     mine as (select t.tag_id as tag from content.article_tags t where t.article_id = (select id from current_article)
       union select maintag from current_article),
     sharing as (
       select t.article_id as id, t.tag_id as tag from content.article_tags t where t.tag_id in (select tag from mine)
       union select a.id, a.maintag from content.articles a where a.maintag in (select tag from mine)),
     candidates as (
       select a.id, count(*)::int as shared_tags, a.publish_date
       from sharing s join content.articles a on a.id = s.id
       where a.mandator = $1 and a.publish_date <= now() and a.id <> $2
       group by a.id, a.publish_date
       order by a.publish_date desc, a.id desc
       limit ${RECOMMENDATION_CANDIDATES})
     select exists (select 1 from current_article) as found,
       coalesce((select json_agg(json_build_object('id', c.id, 'sharedTags', c.shared_tags,
         'publishDate', to_char(c.publish_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
         from candidates c), '[]'::json) as candidates`,
    [mandator, articleId],
  );
  const row = rows[0];
  if (!row?.found) return null;
  const ids = rankRecommendations(row.candidates, {
    currentId: articleId,
    ranking,
    limit: RECOMMENDATION_COUNT,
  });
  if (ids.length === 0) return [];
  const byId = new Map(
    (await queryTeasers(db, mandator, { kind: 'ids', ids }, ids.length)).map((t) => [t.documentId, t]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}
