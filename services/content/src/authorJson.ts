/** SQL expression building an author json object (contracts' Author) from a `content.authors` row aliased `alias`. */
export function authorJson(alias: string): string {
  return `json_build_object('id', ${alias}.id, 'prename', ${alias}.prename, 'surname', ${alias}.surname,
    'shortname', ${alias}.shortname, 'urlPath', ${alias}.url_path)`;
}

/** SQL expression: the authors of the article aliased `article`, in byline order, as a json array ('[]' if none). */
export function articleAuthorsJson(article: string): string {
  return `coalesce((select json_agg(${authorJson('au')} order by aa.position, au.id)
    from content.article_authors aa join content.authors au on au.id = aa.author_id
    where aa.article_id = ${article}.id), '[]'::json)`;
}
