-- Article bookmarks of the user API (/mandators/{mandator}/users/{ssoId}/bookmarks).
create table users.article_bookmarks (
  sso_id uuid not null,
  mandator text not null,
  article_id integer not null,
  created_at timestamptz not null default now(),
  primary key (sso_id, mandator, article_id)
);
-- "newest first" listing per user
create index article_bookmarks_user_created_idx on users.article_bookmarks (sso_id, mandator, created_at desc);
