-- The reader's history of read articles (/read-articles): the last view and how often (spec §9 visit counter).
create table users.read_articles (
  sso_id uuid not null,
  mandator text not null,
  article_id integer not null check (article_id > 0),
  read_at timestamptz not null default now(),
  visits integer not null default 1,
  primary key (sso_id, mandator, article_id)
);
-- "newest first" listing per user
create index read_articles_user_read_idx on users.read_articles (sso_id, mandator, read_at desc);
