-- Channel pages count their articles (up to the last reachable page) along the channel index; with the brand in the
-- index that count needs no table rows (index-only scan on all-visible pages: the seed vacuums after inserting).
drop index content.articles_channel_publish_idx;
create index articles_channel_publish_idx on content.articles (channel_id, publish_date desc, id desc) include (mandator);
