-- analytics.wordCount of an article page: the words a reader sees (lead, paragraph, sub-heading and quote text, list
-- entries), counted when the article is written instead of by a regular expression on every page view.
create function content.article_word_count(lead text, body jsonb) returns int
  language sql immutable parallel safe
  as $$
    select coalesce(array_length(regexp_split_to_array(btrim(lead || ' ' || coalesce(
      (select string_agg(x #>> '{}', ' ')
         from jsonb_array_elements(jsonb_path_query_array(body, '$[*].text') || jsonb_path_query_array(body, '$[*].items[*]')) x),
      '')), '\s+'), 1), 0)
  $$;
alter table content.articles
  add column word_count int not null generated always as (content.article_word_count(lead, body)) stored;
