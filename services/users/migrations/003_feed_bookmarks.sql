-- Region and topic (tag) bookmarks of the user API (/region-bookmarks, /tag-bookmarks): id, label and target as
-- the portal shows them (spec §3). The users service does not own the region and tag trees, so it keeps the label
-- and link the reader bookmarked.
create table users.feed_bookmarks (
  sso_id uuid not null,
  mandator text not null,
  kind text not null check (kind in ('region', 'tag')),
  feed_id integer not null check (feed_id > 0),
  label text not null,
  target text not null,
  created_at timestamptz not null default now(),
  primary key (sso_id, mandator, kind, feed_id)
);
create index feed_bookmarks_user_created_idx on users.feed_bookmarks (sso_id, mandator, kind, created_at desc);
