-- The search vector indexed the body of plus articles too: a reader could learn what paid text says by which
-- words find it. Paid articles are now found by what everyone sees (title, prefix, teaser, lead) only.
drop index content.articles_search_idx;
alter table content.articles drop column search;
alter table content.articles add column search tsvector generated always as (
  setweight(to_tsvector('german'::regconfig, coalesce(title_prefix, '') || ' ' || title), 'A')
  || setweight(to_tsvector('german'::regconfig, teaser_text || ' ' || lead), 'B')
  || case when content_restriction = 'free' then
       setweight(jsonb_to_tsvector('german'::regconfig, jsonb_path_query_array(body, '$[*].text'), '["string"]'), 'C')
       || setweight(jsonb_to_tsvector('german'::regconfig, jsonb_path_query_array(body, '$[*].cite'), '["string"]'), 'C')
       || setweight(jsonb_to_tsvector('german'::regconfig, jsonb_path_query_array(body, '$[*].items[*]'), '["string"]'), 'C')
     else ''::tsvector end
) stored;
create index articles_search_idx on content.articles using gin (search);
