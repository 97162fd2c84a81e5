-- Articles a reader bought with credits (spec §3 wallet "articleCreditEntries": article id to purchase date).
-- The user API only reads them (/credit-purchases/...); the credit spending of the paywall writes them.
create table users.credit_purchases (
  sso_id uuid not null,
  mandator text not null,
  article_id integer not null check (article_id > 0),
  purchased_at timestamptz not null default now(),
  primary key (sso_id, mandator, article_id)
);
